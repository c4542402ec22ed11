/**
 * Keys act where the caret is on screen. Lexical takes a moved caret into its state when the browser
 * reports the move (`selectionchange`, a task of its own), but handles Enter, Backspace, Delete and
 * Tab on `keydown` with the selection of its state. A browser runs input before other tasks, so on a
 * busy machine a key can come before the report: End, then Enter, with a word still selected in the
 * state, replaced the word by the paragraph break. Before any key is handled, this plugin takes the
 * browser's selection into the state when the two differ.
 */
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import {
  $createRangeSelectionFromDom,
  $getSelection,
  $isRangeSelection,
  $isTextNode,
  $setSelection,
  COMMAND_PRIORITY_CRITICAL,
  getDOMSelectionFromTarget,
  KEY_DOWN_COMMAND,
  type RangeSelection,
} from "lexical";
import { useEffect } from "react";

export function CaretSyncPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      editor.registerCommand(
        KEY_DOWN_COMMAND,
        (event) => {
          const root = editor.getRootElement();
          const current = $getSelection();
          if (!root || editor.isComposing() || !$isRangeSelection(current)) return false;
          const shown = getDOMSelectionFromTarget(event.target);
          if (!shown?.anchorNode || !root.contains(shown.anchorNode) || !shown.focusNode || !root.contains(shown.focusNode)) return false;
          const onScreen = $createRangeSelectionFromDom(shown, editor);
          if (onScreen && !samePoints(onScreen, current)) $setSelection(withFormatAtCaret(onScreen));
          return false; // the key itself is handled by whoever handles it
        },
        COMMAND_PRIORITY_CRITICAL,
      ),
    [editor],
  );
  return null;
}

function samePoints(a: RangeSelection, b: RangeSelection): boolean {
  return a.anchor.is(b.anchor) && a.focus.is(b.focus);
}

/** A caret types in the format of the text it stands in, as after a caret move Lexical noticed itself. */
function withFormatAtCaret(selection: RangeSelection): RangeSelection {
  if (!selection.isCollapsed()) return selection;
  const node = selection.anchor.getNode();
  if ($isTextNode(node)) {
    selection.format = node.getFormat();
    selection.style = node.getStyle();
  } else {
    selection.format = 0;
    selection.style = "";
  }
  return selection;
}
