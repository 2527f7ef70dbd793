-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_ApplicationDraft" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tokenHash" TEXT NOT NULL,
    "compCode" TEXT NOT NULL,
    "answers" TEXT NOT NULL,
    "stepsDone" INTEGER NOT NULL DEFAULT 0,
    "revision" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "source" TEXT NOT NULL DEFAULT '',
    "utmSource" TEXT NOT NULL DEFAULT '',
    "utmMedium" TEXT NOT NULL DEFAULT '',
    "utmCampaign" TEXT NOT NULL DEFAULT '',
    "utmTerm" TEXT NOT NULL DEFAULT '',
    "utmContent" TEXT NOT NULL DEFAULT '',
    "language" TEXT NOT NULL DEFAULT 'en',
    "remindersSent" INTEGER NOT NULL DEFAULT 0,
    "remindersStopped" BOOLEAN NOT NULL DEFAULT false,
    "remindedAt" DATETIME,
    "reminderRetryAt" DATETIME,
    "reminderLockedUntil" DATETIME
);
INSERT INTO "new_ApplicationDraft" ("answers", "compCode", "createdAt", "expiresAt", "id", "revision", "source", "stepsDone", "tokenHash", "updatedAt", "utmCampaign", "utmContent", "utmMedium", "utmSource", "utmTerm") SELECT "answers", "compCode", "createdAt", "expiresAt", "id", "revision", "source", "stepsDone", "tokenHash", "updatedAt", "utmCampaign", "utmContent", "utmMedium", "utmSource", "utmTerm" FROM "ApplicationDraft";
DROP TABLE "ApplicationDraft";
ALTER TABLE "new_ApplicationDraft" RENAME TO "ApplicationDraft";
CREATE UNIQUE INDEX "ApplicationDraft_tokenHash_key" ON "ApplicationDraft"("tokenHash");
CREATE INDEX "ApplicationDraft_expiresAt_idx" ON "ApplicationDraft"("expiresAt");
CREATE INDEX "ApplicationDraft_remindersSent_updatedAt_idx" ON "ApplicationDraft"("remindersSent", "updatedAt");
CREATE INDEX "ApplicationDraft_updatedAt_idx" ON "ApplicationDraft"("updatedAt");
CREATE INDEX "ApplicationDraft_createdAt_idx" ON "ApplicationDraft"("createdAt");
CREATE INDEX "ApplicationDraft_compCode_createdAt_idx" ON "ApplicationDraft"("compCode", "createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
