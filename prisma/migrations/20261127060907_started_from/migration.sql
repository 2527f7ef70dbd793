-- AlterTable
ALTER TABLE "Applicant" ADD COLUMN "startedFrom" TEXT NOT NULL DEFAULT '';
