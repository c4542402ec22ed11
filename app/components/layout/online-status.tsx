import { useEffect, useState } from "react";
import { useTranslation } from "~/components/i18n";

/** Tracks the browser's online state and says so while it is offline. */
export function OnlineStatus() {
  const { t } = useTranslation();
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  if (online) return null;
  return (
    <p className="offline-notice" role="status">
      {t("shell.offline")}
    </p>
  );
}
