/**
 * How a checkbox or radio that lives in the address (`?key=value`) writes it. React puts a
 * controlled input back to its old state at the end of the change event unless its new state
 * is rendered at once; the router's default transition defers that render, so on a busy phone
 * the box would flick back and then forward. flushSync renders the new address at once.
 * Replace: flipping a control is not a step Back should walk through.
 */
export const ADDRESS_INPUT_UPDATE = { replace: true, preventScrollReset: true, flushSync: true } as const;
