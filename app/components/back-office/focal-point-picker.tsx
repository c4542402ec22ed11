import { useState, type MouseEvent } from "react";

interface Props {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The focal point in percent from the left and from the top. */
  x: number;
  y: number;
  /** The ids of the percent inputs the click fills in. */
  inputX: string;
  inputY: string;
  hint: string;
}

/**
 * The image's preview with its focal point marked. With script a click on the picture moves the point
 * and fills in the form's percent inputs (which remain the way to set it by keyboard or without script).
 */
export function FocalPointPicker({ src, alt, width, height, x, y, inputX, inputY, hint }: Props) {
  const [point, setPoint] = useState({ x, y });
  function pick(event: MouseEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const percent = (offset: number, size: number) => Math.round(Math.min(100, Math.max(0, (offset / size) * 100)));
    const next = { x: percent(event.clientX - box.left, box.width), y: percent(event.clientY - box.top, box.height) };
    setPoint(next);
    for (const [id, value] of [[inputX, next.x], [inputY, next.y]] as const) {
      const input = document.getElementById(id);
      if (input instanceof HTMLInputElement) input.value = String(value);
    }
  }
  return (
    <figure className="office-focal">
      {/* A mouse shortcut for the percent inputs below it, which keyboard users use. */}
      <div className="office-focal__frame" onClick={pick} title={hint}>
        <img src={src} alt={alt} width={width} height={height} />
        <span className="office-focal__marker" style={{ left: `${point.x}%`, top: `${point.y}%` }} aria-hidden="true" />
      </div>
      <figcaption>{hint}</figcaption>
    </figure>
  );
}
