// The event the element fires when its result changes, as the integration
// checks listen for it. The apps name it in their own markup, exactly as the
// README's snippets do (React 19: ondpsc-change; Vue: @dpsc-change; Svelte 5:
// ondpsc-change), so that what is tested is what the README says.
export const EVENT_NAME = 'dpsc-change';
