-- AlterTable
ALTER TABLE "Applicant" ADD COLUMN     "safetyHistoryAuthorized" TEXT NOT NULL DEFAULT '';
