-- CreateTable
CREATE TABLE "ApplicantDocumentFile" (
    "documentId" TEXT NOT NULL PRIMARY KEY,
    "content" BLOB NOT NULL,
    "thumbnail" BLOB,
    CONSTRAINT "ApplicantDocumentFile_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES "ApplicantDocument" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- A document's bytes move to a row of their own (prisma/schema.prisma, ApplicantDocumentFile): copied before the
-- rebuild below drops the columns. Filing a document then updates a small row only.
INSERT INTO "ApplicantDocumentFile" ("documentId", "content", "thumbnail") SELECT "id", "content", "thumbnail" FROM "ApplicantDocument";

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
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dqItemId" INTEGER,
    CONSTRAINT "ApplicantDocument_numberId_fkey" FOREIGN KEY ("numberId") REFERENCES "Applicant" ("numberId") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ApplicantDocument_draftId_fkey" FOREIGN KEY ("draftId") REFERENCES "ApplicationDraft" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ApplicantDocument_dqItemId_fkey" FOREIGN KEY ("dqItemId") REFERENCES "DqItem" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_ApplicantDocument" ("byteSize", "createdAt", "dqItemId", "draftId", "height", "id", "kind", "mediaType", "numberId", "position", "sha256", "width") SELECT "byteSize", "createdAt", "dqItemId", "draftId", "height", "id", "kind", "mediaType", "numberId", "position", "sha256", "width" FROM "ApplicantDocument";
DROP TABLE "ApplicantDocument";
ALTER TABLE "new_ApplicantDocument" RENAME TO "ApplicantDocument";
CREATE INDEX "ApplicantDocument_numberId_position_idx" ON "ApplicantDocument"("numberId", "position");
CREATE INDEX "ApplicantDocument_draftId_idx" ON "ApplicantDocument"("draftId");
CREATE INDEX "ApplicantDocument_createdAt_idx" ON "ApplicantDocument"("createdAt");
CREATE INDEX "ApplicantDocument_dqItemId_idx" ON "ApplicantDocument"("dqItemId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
