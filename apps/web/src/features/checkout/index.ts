// The checkout feature's public API: what other features may import (docs/decisions/022). Anything not
// exported here is the feature's own; move what many features need to shared/ instead.

export { OrderStatusBadge } from './components/order-status-badge';
