/**
 * The page editor's operations on sections and modules. The JSON resource routes under
 * /{locale}/pageeditor-api/ and the page's form action (edit mode without JavaScript) both call these,
 * so an edit means the same whichever way it arrives. Each backs up the section before it changes it
 * (./editor-change.server.ts); `undo` puts the newest backup back. This file is the one import point.
 */
export type { EditorActor, OperationResult } from "./editor-types";
export { findSectionBySlugForEditor, findSectionForEditor, findModuleForEditor, createContainer, ensurePageContainer, changeLayout, moveSection, deleteSection } from "./section-operations.server";
export { addModule, saveModule, moveModule, duplicateModule, deleteModule } from "./module-operations.server";
export { undo, redo, NOTHING_TO_UNDO, NOTHING_TO_REDO } from "./undo.server";
export { pasteSection } from "./paste.server";
