-- AlterTable
ALTER TABLE "ApplicationDraft" ADD COLUMN     "reusedFrom" INTEGER;
