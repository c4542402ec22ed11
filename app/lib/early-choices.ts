/**
 * Choices a visitor makes in a form before React has taken over the page (a slow phone shows the
 * server's HTML long before the script is there). React sets every radio and checkbox back to what
 * the server rendered when it hydrates them, so such a choice would vanish. Forms marked with
 * `EARLY_CHOICES_ATTRIBUTE` keep it: `watchEarlyChoices` (entry.client, before hydrating) notes what
 * already differs from the server's HTML and every change until hydration, and the form's own effect
 * puts the choices back with `restoreEarlyChoices` and applies them as if they had just been made.
 */
export const EARLY_CHOICES_ATTRIBUTE = "data-early-choices";

interface Choice {
  input: HTMLInputElement;
  checked: boolean;
}

const choices: Choice[] = [];

function isWatched(target: EventTarget | null): target is HTMLInputElement {
  return target instanceof HTMLInputElement && (target.type === "radio" || target.type === "checkbox") && !!target.form?.hasAttribute(EARLY_CHOICES_ATTRIBUTE);
}

function note(input: HTMLInputElement) {
  // A radio that was switched off by its neighbour needs no note: the neighbour's does it.
  if (input.type === "radio" && !input.checked) return;
  const known = choices.findIndex((c) => c.input === input);
  if (known >= 0) choices.splice(known, 1);
  choices.push({ input, checked: input.checked });
}

/** Starts noting choices; stops by itself once the page has hydrated (`html.js`). */
export function watchEarlyChoices(doc: Document): void {
  for (const input of doc.querySelectorAll<HTMLInputElement>(`form[${EARLY_CHOICES_ATTRIBUTE}] input`)) {
    if (isWatched(input) && input.checked !== input.defaultChecked) note(input);
  }
  const onChange = (event: Event) => {
    if (doc.documentElement.classList.contains("js")) doc.removeEventListener("change", onChange, true);
    else if (isWatched(event.target)) note(event.target);
  };
  doc.addEventListener("change", onChange, true);
}

/** Puts this form's early choices back; true when there were any (the caller then applies them). */
export function restoreEarlyChoices(form: HTMLFormElement): boolean {
  const mine = choices.filter((c) => c.input.form === form);
  for (const choice of mine) {
    choice.input.checked = choice.checked;
    choices.splice(choices.indexOf(choice), 1);
  }
  return mine.length > 0;
}
