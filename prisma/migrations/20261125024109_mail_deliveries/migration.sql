-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Company" (
    "code" TEXT NOT NULL PRIMARY KEY,
    "legalName" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "notifyEmails" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Company" ("address", "code", "createdAt", "legalName", "updatedAt") SELECT "address", "code", "createdAt", "legalName", "updatedAt" FROM "Company";
DROP TABLE "Company";
ALTER TABLE "new_Company" RENAME TO "Company";
CREATE TABLE "new_WebhookDelivery" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "kind" TEXT NOT NULL DEFAULT 'webhook',
    "numberId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "body" TEXT NOT NULL,
    "recipients" TEXT NOT NULL DEFAULT '',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deliveredAt" DATETIME,
    "lastStatus" INTEGER,
    "lastError" TEXT NOT NULL DEFAULT '',
    "lockedUntil" DATETIME,
    CONSTRAINT "WebhookDelivery_numberId_fkey" FOREIGN KEY ("numberId") REFERENCES "Applicant" ("numberId") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_WebhookDelivery" ("attempts", "body", "createdAt", "deliveredAt", "id", "lastError", "lastStatus", "lockedUntil", "nextAttemptAt", "numberId") SELECT "attempts", "body", "createdAt", "deliveredAt", "id", "lastError", "lastStatus", "lockedUntil", "nextAttemptAt", "numberId" FROM "WebhookDelivery";
DROP TABLE "WebhookDelivery";
ALTER TABLE "new_WebhookDelivery" RENAME TO "WebhookDelivery";
CREATE INDEX "WebhookDelivery_deliveredAt_nextAttemptAt_idx" ON "WebhookDelivery"("deliveredAt", "nextAttemptAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
