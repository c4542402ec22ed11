interface Props {
  id: string;
  label: string;
  items: string[];
  /** The option the combobox points at with aria-activedescendant, -1 for none. */
  active: number;
  optionId: (index: number) => string;
  onChoose: (item: string) => void;
}

/**
 * The suggestions of the header search: a listbox the combobox input controls. Focus stays in the
 * input (aria-activedescendant), so a pressed option must not take it: mousedown is cancelled.
 */
export function AutocompleteList({ id, label, items, active, optionId, onChoose }: Props) {
  return (
    <ul id={id} role="listbox" aria-label={label} className="autocomplete-list" hidden={items.length === 0}>
      {items.map((item, index) => (
        <li
          key={item}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          className={index === active ? "autocomplete-list__option is-active" : "autocomplete-list__option"}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(item)}
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
