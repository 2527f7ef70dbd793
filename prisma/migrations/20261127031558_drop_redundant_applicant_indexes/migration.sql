-- DropIndex
DROP INDEX "Applicant_compCode_creationDate_idx";

-- DropIndex
DROP INDEX "Applicant_creationDate_idx";
