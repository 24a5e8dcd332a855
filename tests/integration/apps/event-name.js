// The event the element fires when its result changes. The apps and the
// integration checks both read it from here, so renaming the event (issue
// #15 adds a prefixed one) is a one-line change.
export const EVENT_NAME = 'change';
