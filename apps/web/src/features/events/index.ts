// The events feature's public API: what other features may import (docs/decisions/022). Anything not
// exported here is the feature's own; move what many features need to shared/ instead.

export { UpcomingMasterclassTeaser } from './components/upcoming-masterclass-teaser';
export { MyEventsPanel } from './components/my-events-panel';
