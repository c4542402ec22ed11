import { Component, Suspense, useContext, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "~/components/i18n";
import { reportClientError } from "~/components/search/report-client-error";
import { useRootData } from "~/components/use-root-data";
import { PartFailuresContext, type PartLabel } from "~/lib/part-failures";

interface Props {
  type: string;
  /** The module's key on the page (its id, or its place in a section module). */
  id: string;
  children: ReactNode;
}

/**
 * One CMS module that fails alone: if it throws while rendering, visitors see nothing of it, a
 * logged-in editor sees which module failed and why, and the rest of the page stands.
 *
 * React's server renderer ignores error boundaries; an error inside a Suspense boundary, though,
 * makes it send the boundary's fallback and lets the browser render that part again. So on the
 * server the fallback stands in for the failed module (and the renderer reports the error, see
 * app/lib/part-failures.ts), and in the browser the error boundary inside catches the second
 * failure and reports it to Sentry. A healthy module renders on both sides exactly as without them.
 */
export function ModuleBoundary({ type, id, children }: Props) {
  const label = { moduleType: type, moduleId: id };
  return (
    <Suspense fallback={<ServerFailure label={label} />}>
      <BrowserBoundary label={label}>
        <PartScope label={label}>{children}</PartScope>
      </BrowserBoundary>
    </Suspense>
  );
}

type Label = PartLabel & { moduleType: string; moduleId: string };

/** Marks the module as the part being rendered, for the server's error handler. */
function PartScope({ label, children }: { label: Label; children: ReactNode }) {
  useContext(PartFailuresContext)?.enter(label.moduleId, label);
  return (
    <>
      {children}
      <PartEnd label={label} />
    </>
  );
}

function PartEnd({ label }: { label: Label }) {
  useContext(PartFailuresContext)?.leave(label.moduleId);
  return null;
}

/** The server's stand-in for a module that failed (in the browser: nothing while a module waits). */
function ServerFailure({ label }: { label: Label }) {
  const reason = useContext(PartFailuresContext)?.reason(label.moduleId);
  return reason ? <FailureNote label={label} reason={reason} /> : null;
}

class BrowserBoundary extends Component<{ label: Label; children: ReactNode }, { error: unknown; failed: boolean }> {
  state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    reportClientError(error, { ...this.props.label, componentStack: info.componentStack });
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const { error } = this.state;
    return <FailureNote label={this.props.label} reason={error instanceof Error ? `${error.name}: ${error.message}` : String(error)} />;
  }
}

/** Nothing for visitors; for a logged-in editor, the module's type and id and the error. */
function FailureNote({ label, reason }: { label: Label; reason: string }) {
  const editor = useRootData()?.user;
  const { t } = useTranslation();
  if (!editor) return null;
  return (
    <div className="module module-failed notice notice--warning" role="note">
      <p>{t("page.moduleFailed", { type: label.moduleType, id: label.moduleId })}</p>
      <pre className="module-failed__reason">{reason}</pre>
    </div>
  );
}
