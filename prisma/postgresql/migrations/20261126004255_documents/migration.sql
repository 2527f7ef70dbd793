-- AlterTable
ALTER TABLE "Applicant" ADD COLUMN     "medicalCardExpiration" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "medicalCardMissing" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "medicalExaminerNumber" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "ApplicantDocument" (
    "id" TEXT NOT NULL,
    "numberId" INTEGER,
    "draftId" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,
    "kind" TEXT NOT NULL,
    "mediaType" TEXT NOT NULL,
    "byteSize" INTEGER NOT NULL,
    "width" INTEGER NOT NULL DEFAULT 0,
    "height" INTEGER NOT NULL DEFAULT 0,
    "sha256" TEXT NOT NULL,
    "content" BYTEA NOT NULL,
    "thumbnail" BYTEA,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ApplicantDocument_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ApplicantDocument_numberId_position_idx" ON "ApplicantDocument"("numberId", "position");

-- CreateIndex
CREATE INDEX "ApplicantDocument_draftId_idx" ON "ApplicantDocument"("draftId");

-- CreateIndex
CREATE INDEX "ApplicantDocument_createdAt_idx" ON "ApplicantDocument"("createdAt");

-- AddForeignKey
ALTER TABLE "ApplicantDocument" ADD CONSTRAINT "ApplicantDocument_numberId_fkey" FOREIGN KEY ("numberId") REFERENCES "Applicant"("numberId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApplicantDocument" ADD CONSTRAINT "ApplicantDocument_draftId_fkey" FOREIGN KEY ("draftId") REFERENCES "ApplicationDraft"("id") ON DELETE CASCADE ON UPDATE CASCADE;
