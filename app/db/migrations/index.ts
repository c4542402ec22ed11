/** Every migration, imported statically so that the server bundle carries them. Names sort in order. */
import type { Migration } from "kysely";
import * as m0001 from "./0001-initial";
import * as m0002 from "./0002-catalogue";
import * as m0003 from "./0003-magazine-forms";
import * as m0004 from "./0004-box-office";
import * as m0005 from "./0005-search";
import * as m0006 from "./0006-reservation-indexes";
import * as m0007 from "./0007-box-office-reserve-function";
import * as m0008 from "./0008-reserve-lock-switch";
import * as m0009 from "./0009-content-notifications";
import * as m0010 from "./0010-unused-cart-indexes";
import * as m0011 from "./0011-health-checks";
import * as m0012 from "./0012-sessions-rate-limits";
import * as m0014 from "./0014-ticket-limit";
import * as m0015 from "./0015-editor-backups";
import * as m0016 from "./0016-drafts-versions";
import * as m0017 from "./0017-back-office";
import * as m0019 from "./0019-box-office-cancellations";
import * as m0021 from "./0021-user-list";
import * as m0022 from "./0022-site-back-office";
import * as m0023 from "./0023-programme-records";
import * as m0024 from "./0024-seat-holds";
import * as m0025 from "./0025-content-version";
import * as m0026 from "./0026-list-search";
import * as m0027 from "./0027-list-sort-indexes";
import * as m0028 from "./0028-title-prefix-index";
import * as m0029 from "./0029-title-vector";
import * as m0030 from "./0030-reserve-reads-by-index";
import * as m0031 from "./0031-seat-hold-triggers-by-index";
import * as m0032 from "./0032-title-prefix-index-sqlite";
import * as m0033 from "./0033-search-index-per-locale";

export const migrations: Record<string, Migration> = {
  "0001-initial": m0001,
  "0002-catalogue": m0002,
  "0003-magazine-forms": m0003,
  "0004-box-office": m0004,
  "0005-search": m0005,
  "0006-reservation-indexes": m0006,
  "0007-box-office-reserve-function": m0007,
  "0008-reserve-lock-switch": m0008,
  "0009-content-notifications": m0009,
  "0010-unused-cart-indexes": m0010,
  "0011-health-checks": m0011,
  "0012-sessions-rate-limits": m0012,
  "0014-ticket-limit": m0014,
  "0015-editor-backups": m0015,
  "0016-drafts-versions": m0016,
  "0017-back-office": m0017,
  "0019-box-office-cancellations": m0019,
  "0021-user-list": m0021,
  "0022-site-back-office": m0022,
  "0023-programme-records": m0023,
  "0024-seat-holds": m0024,
  "0025-content-version": m0025,
  "0026-list-search": m0026,
  "0027-list-sort-indexes": m0027,
  "0028-title-prefix-index": m0028,
  "0029-title-vector": m0029,
  "0030-reserve-reads-by-index": m0030,
  "0031-seat-hold-triggers-by-index": m0031,
  "0032-title-prefix-index-sqlite": m0032,
  "0033-search-index-per-locale": m0033,
};
