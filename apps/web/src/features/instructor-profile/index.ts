// The instructor profile feature's public API (docs/decisions/022): its pages are reached through the
// route table only; nothing else is shared yet.
export { PROFILE_PATHS } from './lib/paths';
