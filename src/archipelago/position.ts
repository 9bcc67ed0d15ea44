export function toPosition(): unknown { return null; }
export function fromPosition(): never { throw new Error('todo'); }
