-- CreateTable
CREATE TABLE "ApplicantCopyLink" (
    "tokenHash" TEXT NOT NULL,
    "numberId" INTEGER NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ApplicantCopyLink_pkey" PRIMARY KEY ("tokenHash")
);

-- CreateIndex
CREATE INDEX "ApplicantCopyLink_expiresAt_idx" ON "ApplicantCopyLink"("expiresAt");
