-- AlterTable
ALTER TABLE "Applicant" ADD COLUMN     "emailDigest" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "ReuseLink" (
    "id" SERIAL NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "numberId" INTEGER NOT NULL,
    "compCode" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),

    CONSTRAINT "ReuseLink_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ReuseLink_tokenHash_key" ON "ReuseLink"("tokenHash");

-- CreateIndex
CREATE INDEX "ReuseLink_expiresAt_idx" ON "ReuseLink"("expiresAt");

-- CreateIndex
CREATE INDEX "ReuseLink_numberId_idx" ON "ReuseLink"("numberId");

-- CreateIndex
CREATE INDEX "Applicant_emailDigest_numberId_idx" ON "Applicant"("emailDigest", "numberId");

-- AddForeignKey
ALTER TABLE "ReuseLink" ADD CONSTRAINT "ReuseLink_numberId_fkey" FOREIGN KEY ("numberId") REFERENCES "Applicant"("numberId") ON DELETE CASCADE ON UPDATE CASCADE;
