-- AlterTable
ALTER TABLE "Applicant" ADD COLUMN     "screeningOutcome" TEXT NOT NULL DEFAULT 'not-screened';

-- CreateTable
CREATE TABLE "ScreeningQuestion" (
    "id" SERIAL NOT NULL,
    "questionId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "compCode" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "textEn" TEXT NOT NULL,
    "textEs" TEXT NOT NULL DEFAULT '',
    "options" TEXT NOT NULL DEFAULT '[]',
    "rule" TEXT NOT NULL,
    "accepted" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'active',
    "position" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "ScreeningQuestion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ScreeningAnswer" (
    "numberId" INTEGER NOT NULL,
    "questionId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "answer" TEXT NOT NULL,

    CONSTRAINT "ScreeningAnswer_pkey" PRIMARY KEY ("numberId","questionId")
);

-- CreateIndex
CREATE INDEX "ScreeningQuestion_compCode_status_position_idx" ON "ScreeningQuestion"("compCode", "status", "position");

-- CreateIndex
CREATE UNIQUE INDEX "ScreeningQuestion_questionId_version_key" ON "ScreeningQuestion"("questionId", "version");

-- CreateIndex
CREATE INDEX "ScreeningAnswer_questionId_version_idx" ON "ScreeningAnswer"("questionId", "version");

-- CreateIndex
CREATE INDEX "Applicant_screeningOutcome_creationDate_idx" ON "Applicant"("screeningOutcome", "creationDate");

-- AddForeignKey
ALTER TABLE "ScreeningAnswer" ADD CONSTRAINT "ScreeningAnswer_numberId_fkey" FOREIGN KEY ("numberId") REFERENCES "Applicant"("numberId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScreeningAnswer" ADD CONSTRAINT "ScreeningAnswer_questionId_version_fkey" FOREIGN KEY ("questionId", "version") REFERENCES "ScreeningQuestion"("questionId", "version") ON DELETE RESTRICT ON UPDATE CASCADE;
