-- CreateTable
CREATE TABLE "DqFile" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "companyCode" TEXT NOT NULL,
    "numberId" INTEGER,
    "driverName" TEXT NOT NULL,
    "hireDate" TEXT NOT NULL,
    "terminationDate" TEXT NOT NULL DEFAULT '',
    "reopenedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdByName" TEXT NOT NULL,
    CONSTRAINT "DqFile_numberId_fkey" FOREIGN KEY ("numberId") REFERENCES "Applicant" ("numberId") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DqItem" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "fileId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "subject" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT 'pending',
    "doneOn" TEXT NOT NULL DEFAULT '',
    "dueOn" TEXT NOT NULL DEFAULT '',
    "expiresOn" TEXT NOT NULL DEFAULT '',
    "result" TEXT NOT NULL DEFAULT '',
    "notes" TEXT NOT NULL DEFAULT '',
    "reason" TEXT NOT NULL DEFAULT '',
    "recordedByName" TEXT NOT NULL DEFAULT '',
    "recordedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "DqItem_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "DqFile" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DqCarrierSettings" (
    "companyCode" TEXT NOT NULL PRIMARY KEY,
    "timeZone" TEXT NOT NULL DEFAULT '',
    "digestEmails" TEXT NOT NULL DEFAULT '',
    "lastDigestOn" TEXT NOT NULL DEFAULT '',
    "updatedAt" DATETIME NOT NULL
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_ApplicantDocument" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "numberId" INTEGER,
    "draftId" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,
    "kind" TEXT NOT NULL,
    "mediaType" TEXT NOT NULL,
    "byteSize" INTEGER NOT NULL,
    "width" INTEGER NOT NULL DEFAULT 0,
    "height" INTEGER NOT NULL DEFAULT 0,
    "sha256" TEXT NOT NULL,
    "content" BLOB NOT NULL,
    "thumbnail" BLOB,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dqItemId" INTEGER,
    CONSTRAINT "ApplicantDocument_numberId_fkey" FOREIGN KEY ("numberId") REFERENCES "Applicant" ("numberId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ApplicantDocument_draftId_fkey" FOREIGN KEY ("draftId") REFERENCES "ApplicationDraft" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ApplicantDocument_dqItemId_fkey" FOREIGN KEY ("dqItemId") REFERENCES "DqItem" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_ApplicantDocument" ("byteSize", "content", "createdAt", "draftId", "height", "id", "kind", "mediaType", "numberId", "position", "sha256", "thumbnail", "width") SELECT "byteSize", "content", "createdAt", "draftId", "height", "id", "kind", "mediaType", "numberId", "position", "sha256", "thumbnail", "width" FROM "ApplicantDocument";
DROP TABLE "ApplicantDocument";
ALTER TABLE "new_ApplicantDocument" RENAME TO "ApplicantDocument";
CREATE INDEX "ApplicantDocument_numberId_position_idx" ON "ApplicantDocument"("numberId", "position");
CREATE INDEX "ApplicantDocument_draftId_idx" ON "ApplicantDocument"("draftId");
CREATE INDEX "ApplicantDocument_createdAt_idx" ON "ApplicantDocument"("createdAt");
CREATE INDEX "ApplicantDocument_dqItemId_idx" ON "ApplicantDocument"("dqItemId");
CREATE TABLE "new_WebhookDelivery" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "kind" TEXT NOT NULL DEFAULT 'webhook',
    "numberId" INTEGER,
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
INSERT INTO "new_WebhookDelivery" ("attempts", "body", "createdAt", "deliveredAt", "id", "kind", "lastError", "lastStatus", "lockedUntil", "nextAttemptAt", "numberId", "recipients") SELECT "attempts", "body", "createdAt", "deliveredAt", "id", "kind", "lastError", "lastStatus", "lockedUntil", "nextAttemptAt", "numberId", "recipients" FROM "WebhookDelivery";
DROP TABLE "WebhookDelivery";
ALTER TABLE "new_WebhookDelivery" RENAME TO "WebhookDelivery";
CREATE INDEX "WebhookDelivery_deliveredAt_nextAttemptAt_idx" ON "WebhookDelivery"("deliveredAt", "nextAttemptAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "DqFile_companyCode_terminationDate_driverName_idx" ON "DqFile"("companyCode", "terminationDate", "driverName");

-- CreateIndex
CREATE INDEX "DqFile_numberId_idx" ON "DqFile"("numberId");

-- CreateIndex
CREATE INDEX "DqItem_fileId_kind_idx" ON "DqItem"("fileId", "kind");

-- CreateIndex
CREATE INDEX "DqItem_status_dueOn_fileId_idx" ON "DqItem"("status", "dueOn", "fileId");
