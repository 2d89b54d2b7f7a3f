// Shared DOM test setup: React's act() environment flag, so state updates in tests are flushed predictably.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
