import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, type MouseEvent } from "react";
import { formatBerlin } from "~/lib/editor/berlin-time";
import { diffLineText } from "~/lib/editor/diff-text";
import type { HistoryData } from "~/lib/editor/edit-mode";
import { editUrl, versionUrl, type EditState } from "~/lib/editor/edit-urls";
import type { PageStateRef } from "~/lib/editor/requests";
import { fillText } from "~/lib/editor/texts";
import type { VersionSummary } from "~/lib/types/page-snapshot";
import { useEditor } from "./editor-context";
import { HISTORY_TOGGLE_ID } from "./publishing-bar";
import { PublishingForm } from "./publishing-form";

/**
 * The history panel (`?edit&history`): the page's versions in its locale, each to compare with the
 * draft or its predecessor, to show, or to restore as the draft (after a confirmation); and the
 * comparison the URL asks for, as sentences. Every control is a link or a form; with script the
 * links change the URL in place. Focus moves into the panel (and to a new comparison) and back to
 * the toolbar's History when it closes; Escape closes it.
 */
export function HistoryPanel({ history }: { history: HistoryData }) {
  const { texts, page, steps } = useEditor();
  const navigate = useNavigate();
  const t = texts.history;
  const heading = useRef<HTMLHeadingElement>(null);
  const url = (state: EditState) => editUrl(page.path, state, { noToolbar: page.noToolbar });
  const go = (state: EditState) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    navigate(url(state), { preventScrollReset: true });
  };
  const close = () => {
    navigate(url({}), { preventScrollReset: true });
    document.getElementById(HISTORY_TOGGLE_ID)?.focus();
  };
  useEffect(() => heading.current?.focus(), []);
  const confirming = steps.current.confirm?.kind === "version" ? steps.current.confirm.id : null;

  return (
    <div
      className="editor-panel editor-history"
      role="dialog"
      aria-modal="false"
      aria-labelledby="editor-history-title"
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          close();
        }
      }}
    >
      <h2 id="editor-history-title" ref={heading} tabIndex={-1}>
        {fillText(t.title, { locale: texts.toolbar.siblingLocale[page.locale] })}
      </h2>
      <a
        className="editor-button"
        href={url({})}
        onClick={(event) => {
          event.preventDefault();
          close();
        }}
      >
        {t.close}
      </a>
      {history.compare ? <ComparisonList compare={history.compare} versions={history.versions} /> : null}
      {history.versions.length ? (
        <ol className="editor-versions" aria-label={t.versions}>
          {history.versions.map((version, index) => (
            <VersionItem key={version.id} version={version} previous={history.versions[index + 1]} confirming={confirming === version.id} go={go} url={url} />
          ))}
        </ol>
      ) : (
        <p>{t.none}</p>
      )}
    </div>
  );
}

interface VersionItemProps {
  version: VersionSummary;
  previous: VersionSummary | undefined;
  confirming: boolean;
  go: (state: EditState) => (event: MouseEvent<HTMLAnchorElement>) => void;
  url: (state: EditState) => string;
}

function VersionItem({ version, previous, confirming, go, url }: VersionItemProps) {
  const { texts, page, editorLocale } = useEditor();
  const t = texts.history;
  const toDraft = { compare: { from: version.id, to: "draft" as const } };
  const toPrevious = previous ? { compare: { from: previous.id, to: version.id } } : null;
  const confirm = { history: true, confirm: { kind: "version" as const, id: version.id } };
  return (
    <li className="editor-version" data-version={version.version}>
      <h3>{fillText(t.version, { version: version.version })}</h3>
      <p className="editor-version__meta">
        {fillText(t.meta, { time: formatBerlin(version.createdAt, editorLocale), author: version.author })}
        {version.isPublished ? <strong className="editor-badge"> {t.isPublished}</strong> : null}
        {version.scheduledFor ? <span className="editor-badge"> {fillText(t.scheduledFor, { time: formatBerlin(version.scheduledFor, editorLocale) })}</span> : null}
        {version.restoredFrom !== null ? <span> · {fillText(t.restoredFrom, { version: version.restoredFrom })}</span> : null}
      </p>
      {version.summary ? <p className="editor-version__summary">{version.summary}</p> : null}
      <ul className="editor-version__actions">
        <li>
          <a href={url(toDraft)} onClick={go(toDraft)}>{t.compareWithDraft}</a>
        </li>
        {toPrevious ? (
          <li>
            <a href={url(toPrevious)} onClick={go(toPrevious)}>{t.compareWithPrevious}</a>
          </li>
        ) : null}
        <li>
          <a href={versionUrl(page.path, version.id)}>{t.show}</a>
        </li>
        <li>{confirming ? <RestoreConfirm version={version} go={go} url={url} /> : <a href={url(confirm)} onClick={go(confirm)}>{t.restore}</a>}</li>
      </ul>
    </li>
  );
}

/** The restore's confirmation step: the question, the restore form and a way back to the list. */
function RestoreConfirm({ version, go, url }: Pick<VersionItemProps, "version" | "go" | "url">) {
  const { texts, page } = useEditor();
  const t = texts.history;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const question = fillText(t.confirmRestore, { version: version.version });
  return (
    <div ref={ref} className="editor-confirm" role="group" aria-label={question} tabIndex={-1}>
      <p>{question}</p>
      <PublishingForm intent="editor:restore" hidden={{ version: version.id, revision: page.draft.revision }} state={{ history: true }} className="editor-inline-form">
        <button type="submit" className="editor-button editor-button--danger">
          {t.confirmRestoreButton}
        </button>
      </PublishingForm>
      <a className="editor-button" href={url({ history: true })} onClick={go({ history: true })}>
        {t.cancel}
      </a>
    </div>
  );
}

/** The comparison as a list of sentences, announced (and focused) when it appears. */
function ComparisonList({ compare, versions }: { compare: NonNullable<HistoryData["compare"]>; versions: VersionSummary[] }) {
  const { texts, editorLocale } = useEditor();
  const t = texts.history;
  const heading = useRef<HTMLHeadingElement>(null);
  const name = (ref: PageStateRef): string => {
    if (ref === "draft") return t.draft;
    if (ref === "published") return t.published;
    const version = versions.find((v) => v.id === ref);
    return version ? fillText(t.version, { version: version.version }) : `#${ref}`;
  };
  const title = fillText(t.comparison, { from: name(compare.from), to: name(compare.to) });
  const key = `${compare.from}..${compare.to}`;
  useEffect(() => heading.current?.focus(), [key]);
  const result = compare.lines === null ? t.missing : compare.lines.length === 0 ? t.noDifferences : fillText(t.changes, { count: compare.lines.length });
  return (
    <section className="editor-comparison" aria-labelledby="editor-comparison-title">
      <h3 id="editor-comparison-title" ref={heading} tabIndex={-1}>
        {title}
      </h3>
      <p role="status">{result}</p>
      {compare.lines?.length ? (
        <ul className="editor-comparison__lines">
          {compare.lines.map((line, index) => (
            <li key={index} data-kind={line.kind}>
              {diffLineText(line, texts, editorLocale)}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
