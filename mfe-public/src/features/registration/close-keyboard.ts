/**
 * docs/product.md §5: a registration mobile number field blurs itself at 10 digits, which closes the phone's
 * keyboard. A bare blur() leaves focus on <body> and a screen reader without its place. Instead focus stays in the
 * field's group (the element holding its label, input, hint and error): on the line under the input
 * (focusable by script only), so the keyboard still closes, that line is what is announced, and Tab goes
 * on to the next field.
 */
export function closeKeyboardKeepingPlace(input: HTMLInputElement | null) {
  const group = input?.labels?.[0]?.parentElement;
  const target = group?.querySelector<HTMLElement>(':scope > p:last-of-type') ?? group;
  if (!input || !target) {
    input?.blur();
    return;
  }
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
