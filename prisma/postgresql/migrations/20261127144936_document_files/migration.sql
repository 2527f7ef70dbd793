-- A document's bytes move to a row of their own (prisma/schema.prisma, ApplicantDocumentFile): copied before the
-- columns are dropped. Filing a document then updates a small row only.

-- CreateTable
CREATE TABLE "ApplicantDocumentFile" (
    "documentId" TEXT NOT NULL,
    "content" BYTEA NOT NULL,
    "thumbnail" BYTEA,

    CONSTRAINT "ApplicantDocumentFile_pkey" PRIMARY KEY ("documentId")
);

INSERT INTO "ApplicantDocumentFile" ("documentId", "content", "thumbnail") SELECT "id", "content", "thumbnail" FROM "ApplicantDocument";

-- AddForeignKey
ALTER TABLE "ApplicantDocumentFile" ADD CONSTRAINT "ApplicantDocumentFile_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES "ApplicantDocument"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AlterTable
ALTER TABLE "ApplicantDocument" DROP COLUMN "content",
DROP COLUMN "thumbnail";
