/**
 * The page editor's operations on sections and modules. The JSON resource routes under
 * /{locale}/pageeditor-api/ and the page's form action (edit mode without JavaScript) both call these,
 * so an edit means the same whichever way it arrives. Each backs up the section before it changes it.
 */
import type { FieldErrors } from "~/lib/modules/registry";
import type { AddModule, ChangeLayout, CreateContainer, EditorSection, MoveModule, MoveSection, SaveModule, Undo } from "~/lib/editor/requests";
import type { Locale } from "~/lib/routes";

/** Who edits, and in which locale (translatable fields are written in that locale). */
export interface EditorActor {
  userId: number;
  name: string;
  locale: Locale;
}

export type OperationResult =
  | { ok: true; section: EditorSection | null; moduleId?: number }
  | { ok: false; status: 400 | 404 | 409; error: string; errors?: FieldErrors };

const notYet = (): never => {
  throw new Error("editor operations are being built");
};

export async function findSectionBySlugForEditor(_slug: string): Promise<EditorSection | null> { return notYet(); }
export async function createContainer(_actor: EditorActor, _input: CreateContainer): Promise<OperationResult> { return notYet(); }
/** The page's first section, made (empty, layout 100) when the page has none. */
export async function ensurePageContainer(_actor: EditorActor, _pageId: number): Promise<OperationResult> { return notYet(); }
export async function changeLayout(_actor: EditorActor, _sectionId: number, _input: ChangeLayout): Promise<OperationResult> { return notYet(); }
export async function moveSection(_actor: EditorActor, _sectionId: number, _input: MoveSection): Promise<OperationResult> { return notYet(); }
export async function deleteSection(_actor: EditorActor, _sectionId: number): Promise<OperationResult> { return notYet(); }
export async function addModule(_actor: EditorActor, _input: AddModule): Promise<OperationResult> { return notYet(); }
export async function saveModule(_actor: EditorActor, _moduleId: number, _input: SaveModule): Promise<OperationResult> { return notYet(); }
export async function moveModule(_actor: EditorActor, _moduleId: number, _input: MoveModule): Promise<OperationResult> { return notYet(); }
export async function duplicateModule(_actor: EditorActor, _moduleId: number): Promise<OperationResult> { return notYet(); }
export async function deleteModule(_actor: EditorActor, _moduleId: number): Promise<OperationResult> { return notYet(); }
export async function undo(_actor: EditorActor, _input: Undo): Promise<OperationResult> { return notYet(); }
