/**
 * The member app moves focus to the page heading on each route (and a form to its first field): inside the studio's
 * frame, that would pull the keyboard out of the studio each time the frame reloads (every autosave of a draft
 * reloads it), mid-typing or mid-drag. Programmatic focus here is therefore honoured only while this frame's document
 * already has the focus (the person is working in the preview); a click into the frame gives it the focus as usual.
 */
export function keepStudioFocus(win: Window & typeof globalThis = window): void {
  const focus = win.HTMLElement.prototype.focus;
  win.HTMLElement.prototype.focus = function focusWhenFrameHasFocus(this: HTMLElement, options?: FocusOptions) {
    if (win.document.hasFocus()) focus.call(this, options);
  };
}
