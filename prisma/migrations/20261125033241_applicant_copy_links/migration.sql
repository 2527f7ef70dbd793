-- CreateTable
CREATE TABLE "ApplicantCopyLink" (
    "tokenHash" TEXT NOT NULL PRIMARY KEY,
    "numberId" INTEGER NOT NULL,
    "expiresAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "ApplicantCopyLink_expiresAt_idx" ON "ApplicantCopyLink"("expiresAt");
