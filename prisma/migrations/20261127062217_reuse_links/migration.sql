-- CreateTable
CREATE TABLE "ReuseLink" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "tokenHash" TEXT NOT NULL,
    "numberId" INTEGER NOT NULL,
    "compCode" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL,
    "usedAt" DATETIME,
    CONSTRAINT "ReuseLink_numberId_fkey" FOREIGN KEY ("numberId") REFERENCES "Applicant" ("numberId") ON DELETE CASCADE ON UPDATE CASCADE
);

-- AlterTable
ALTER TABLE "Applicant" ADD COLUMN "emailDigest" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "Applicant_emailDigest_numberId_idx" ON "Applicant"("emailDigest", "numberId");
CREATE UNIQUE INDEX "ReuseLink_tokenHash_key" ON "ReuseLink"("tokenHash");
CREATE INDEX "ReuseLink_expiresAt_idx" ON "ReuseLink"("expiresAt");
CREATE INDEX "ReuseLink_numberId_idx" ON "ReuseLink"("numberId");
