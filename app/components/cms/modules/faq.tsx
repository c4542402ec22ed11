import { RichText } from "../rich-text";
import { anchorId, list, str, type ModuleProps } from "./field-readers";

/** Questions and answers, each a native disclosure (`<details>`): opens without JavaScript. */
export function FaqModule({ fields }: ModuleProps) {
  const items = list(fields.items ?? fields.children).filter((item) => str(item.question));
  if (items.length === 0) return null;
  return (
    <div className="module module-faq" id={anchorId(fields.anchor)}>
      {items.map((item, index) => (
        <details key={index} className="faq-item">
          <summary>{str(item.question)}</summary>
          <div className="faq-item__answer">
            {typeof item.answer === "string" ? <p>{item.answer}</p> : <RichText value={item.answer} />}
          </div>
        </details>
      ))}
    </div>
  );
}
