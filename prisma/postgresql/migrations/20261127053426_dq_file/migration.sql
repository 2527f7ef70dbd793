-- AlterTable
ALTER TABLE "ApplicantDocument" ADD COLUMN     "dqItemId" INTEGER;

-- AlterTable
ALTER TABLE "WebhookDelivery" ALTER COLUMN "numberId" DROP NOT NULL;

-- CreateTable
CREATE TABLE "DqFile" (
    "id" SERIAL NOT NULL,
    "companyCode" TEXT NOT NULL,
    "numberId" INTEGER,
    "driverName" TEXT NOT NULL,
    "hireDate" TEXT NOT NULL,
    "terminationDate" TEXT NOT NULL DEFAULT '',
    "reopenedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdByName" TEXT NOT NULL,

    CONSTRAINT "DqFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DqItem" (
    "id" SERIAL NOT NULL,
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
    "recordedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DqItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DqCarrierSettings" (
    "companyCode" TEXT NOT NULL,
    "timeZone" TEXT NOT NULL DEFAULT '',
    "digestEmails" TEXT NOT NULL DEFAULT '',
    "lastDigestOn" TEXT NOT NULL DEFAULT '',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DqCarrierSettings_pkey" PRIMARY KEY ("companyCode")
);

-- CreateIndex
CREATE INDEX "DqFile_companyCode_terminationDate_driverName_idx" ON "DqFile"("companyCode", "terminationDate", "driverName");

-- CreateIndex
CREATE INDEX "DqFile_numberId_idx" ON "DqFile"("numberId");

-- CreateIndex
CREATE INDEX "DqItem_fileId_kind_idx" ON "DqItem"("fileId", "kind");

-- CreateIndex
CREATE INDEX "DqItem_status_dueOn_fileId_idx" ON "DqItem"("status", "dueOn", "fileId");

-- CreateIndex
CREATE INDEX "ApplicantDocument_dqItemId_idx" ON "ApplicantDocument"("dqItemId");

-- AddForeignKey
ALTER TABLE "ApplicantDocument" ADD CONSTRAINT "ApplicantDocument_dqItemId_fkey" FOREIGN KEY ("dqItemId") REFERENCES "DqItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DqFile" ADD CONSTRAINT "DqFile_numberId_fkey" FOREIGN KEY ("numberId") REFERENCES "Applicant"("numberId") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DqItem" ADD CONSTRAINT "DqItem_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "DqFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
