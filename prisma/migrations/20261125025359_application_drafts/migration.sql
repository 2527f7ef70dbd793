-- CreateTable
CREATE TABLE "ApplicationDraft" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tokenHash" TEXT NOT NULL,
    "compCode" TEXT NOT NULL,
    "answers" TEXT NOT NULL,
    "stepsDone" INTEGER NOT NULL DEFAULT 0,
    "revision" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "expiresAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "ApplicationDraft_tokenHash_key" ON "ApplicationDraft"("tokenHash");

-- CreateIndex
CREATE INDEX "ApplicationDraft_expiresAt_idx" ON "ApplicationDraft"("expiresAt");

-- CreateIndex
CREATE INDEX "ApplicationDraft_updatedAt_idx" ON "ApplicationDraft"("updatedAt");
