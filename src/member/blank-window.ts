/** A new, blank window for a PDF on its way; opened inside the click so pop-up blockers allow it. */
export const openBlankWindow = (): Window | null => window.open('', '_blank');
