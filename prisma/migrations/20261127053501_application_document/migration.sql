-- Moves every application's answers from the Applicant table's 200 answer columns into one JSON document, the
-- "answers" column (lib/applicant/application-document.ts): each single answer under its name, each repeated group a
-- list of its slots up to the last one given, the SSN left in its encrypted column. The expression was generated
-- once from the step declarations of this release and is frozen with it. tests/api/document-migration.test.ts
-- restores stored applications of every content version into the schema before this migration, runs it, and checks
-- that each answer is unchanged and each signature still verifies.
-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Applicant" (
    "numberId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "creationDate" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ssn" TEXT NOT NULL,
    "ssnLast4" TEXT NOT NULL,
    "answers" JSONB NOT NULL,
    "compCode" TEXT NOT NULL DEFAULT '',
    "applicantName" TEXT NOT NULL DEFAULT '',
    "medicalCardMissing" TEXT NOT NULL DEFAULT '',
    "medicalCardExpiration" TEXT NOT NULL DEFAULT '',
    "idempotencyKey" TEXT,
    "payloadDigest" TEXT NOT NULL DEFAULT '',
    "missingItems" TEXT NOT NULL DEFAULT '',
    "signatureAudit" TEXT NOT NULL DEFAULT '',
    "signedContentDigest" TEXT NOT NULL DEFAULT '',
    "submitterIp" TEXT NOT NULL DEFAULT '',
    "userAgent" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT 'new',
    "ssnDigest" TEXT NOT NULL DEFAULT '',
    "dobPhoneDigest" TEXT NOT NULL DEFAULT '',
    "dobEmailDigest" TEXT NOT NULL DEFAULT '',
    "source" TEXT NOT NULL DEFAULT '',
    "utmSource" TEXT NOT NULL DEFAULT '',
    "utmMedium" TEXT NOT NULL DEFAULT '',
    "utmCampaign" TEXT NOT NULL DEFAULT '',
    "utmTerm" TEXT NOT NULL DEFAULT '',
    "utmContent" TEXT NOT NULL DEFAULT '',
    "screeningOutcome" TEXT NOT NULL DEFAULT 'not-screened'
);
INSERT INTO "new_Applicant" ("applicantName", "compCode", "creationDate", "dobEmailDigest", "dobPhoneDigest", "idempotencyKey", "medicalCardExpiration", "medicalCardMissing", "missingItems", "numberId", "payloadDigest", "screeningOutcome", "signatureAudit", "signedContentDigest", "source", "ssn", "ssnDigest", "ssnLast4", "status", "submitterIp", "userAgent", "utmCampaign", "utmContent", "utmMedium", "utmSource", "utmTerm", "answers") SELECT "applicantName", "compCode", "creationDate", "dobEmailDigest", "dobPhoneDigest", "idempotencyKey", "medicalCardExpiration", "medicalCardMissing", "missingItems", "numberId", "payloadDigest", "screeningOutcome", "signatureAudit", "signedContentDigest", "source", "ssn", "ssnDigest", "ssnLast4", "status", "submitterIp", "userAgent", "utmCampaign", "utmContent", "utmMedium", "utmSource", "utmTerm",
json_patch(  json_object(
    'documentVersion', 1,
    'compCode', "compCode",
    'formVersion', "formVersion",
    'applicantName', "applicantName",
    'dob', "dob",
    'phone', "phone",
    'email', "email",
    'street', "street",
    'city', "city",
    'state', "state",
    'zip', "zip",
    'movedIn', "movedIn",
    'driverState1', "driverState1",
    'driverLicense1', "driverLicense1",
    'driverType1', "driverType1",
    'driverEndorsement1', "driverEndorsement1",
    'driverExpiration1', "driverExpiration1",
    'licenseDenied', "licenseDenied",
    'licenseDeniedReason', "licenseDeniedReason",
    'medicalCardMissing', "medicalCardMissing",
    'medicalCardExpiration', "medicalCardExpiration",
    'medicalExaminerNumber', "medicalExaminerNumber",
    'servedArmy', "servedArmy",
    'branch', "branch",
    'rank', "rank",
    'armyFrom', "armyFrom",
    'armyTo', "armyTo",
    'expServing', "expServing",
    'grade', "grade",
    'highSchool', "highSchool",
    'college', "college",
    'schoolName', "schoolName",
    'schoolCity', "schoolCity",
    'schoolFrom', "schoolFrom",
    'schoolTo', "schoolTo",
    'noticeAcknowledged', "noticeAcknowledged",
    'safetyHistoryAuthorized', "safetyHistoryAuthorized",
    'esignConsent', "esignConsent",
    'signature', "signature",
    'signature64', "signature64"
  ),
  json_object(
    'previousAddresses', json(CASE
      WHEN ("prevStreet3" <> '' OR "prevCity3" <> '' OR "prevState3" <> '' OR "prevZip3" <> '' OR "prevMovedIn3" <> '') THEN json_array(json_object('prevStreet', "prevStreet1", 'prevCity', "prevCity1", 'prevState', "prevState1", 'prevZip', "prevZip1", 'prevMovedIn', "prevMovedIn1"), json_object('prevStreet', "prevStreet2", 'prevCity', "prevCity2", 'prevState', "prevState2", 'prevZip', "prevZip2", 'prevMovedIn', "prevMovedIn2"), json_object('prevStreet', "prevStreet3", 'prevCity', "prevCity3", 'prevState', "prevState3", 'prevZip', "prevZip3", 'prevMovedIn', "prevMovedIn3"))
      WHEN ("prevStreet2" <> '' OR "prevCity2" <> '' OR "prevState2" <> '' OR "prevZip2" <> '' OR "prevMovedIn2" <> '') THEN json_array(json_object('prevStreet', "prevStreet1", 'prevCity', "prevCity1", 'prevState', "prevState1", 'prevZip', "prevZip1", 'prevMovedIn', "prevMovedIn1"), json_object('prevStreet', "prevStreet2", 'prevCity', "prevCity2", 'prevState', "prevState2", 'prevZip', "prevZip2", 'prevMovedIn', "prevMovedIn2"))
      WHEN ("prevStreet1" <> '' OR "prevCity1" <> '' OR "prevState1" <> '' OR "prevZip1" <> '' OR "prevMovedIn1" <> '') THEN json_array(json_object('prevStreet', "prevStreet1", 'prevCity', "prevCity1", 'prevState', "prevState1", 'prevZip', "prevZip1", 'prevMovedIn', "prevMovedIn1"))
      ELSE json_array() END),
    'accidents', json(CASE
      WHEN ("accidentDates3" <> '' OR "accidentNature3" <> '' OR "accidentFatalities3" <> '' OR "accidentInjuries3" <> '') THEN json_array(json_object('accidentDates', "accidentDates1", 'accidentNature', "accidentNature1", 'accidentFatalities', "accidentFatalities1", 'accidentInjuries', "accidentInjuries1"), json_object('accidentDates', "accidentDates2", 'accidentNature', "accidentNature2", 'accidentFatalities', "accidentFatalities2", 'accidentInjuries', "accidentInjuries2"), json_object('accidentDates', "accidentDates3", 'accidentNature', "accidentNature3", 'accidentFatalities', "accidentFatalities3", 'accidentInjuries', "accidentInjuries3"))
      WHEN ("accidentDates2" <> '' OR "accidentNature2" <> '' OR "accidentFatalities2" <> '' OR "accidentInjuries2" <> '') THEN json_array(json_object('accidentDates', "accidentDates1", 'accidentNature', "accidentNature1", 'accidentFatalities', "accidentFatalities1", 'accidentInjuries', "accidentInjuries1"), json_object('accidentDates', "accidentDates2", 'accidentNature', "accidentNature2", 'accidentFatalities', "accidentFatalities2", 'accidentInjuries', "accidentInjuries2"))
      WHEN ("accidentDates1" <> '' OR "accidentNature1" <> '' OR "accidentFatalities1" <> '' OR "accidentInjuries1" <> '') THEN json_array(json_object('accidentDates', "accidentDates1", 'accidentNature', "accidentNature1", 'accidentFatalities', "accidentFatalities1", 'accidentInjuries', "accidentInjuries1"))
      ELSE json_array() END),
    'convictions', json(CASE
      WHEN ("trafficDates3" <> '' OR "trafficState3" <> '' OR "trafficCharge3" <> '' OR "trafficPenalty3" <> '') THEN json_array(json_object('trafficDates', "trafficDates1", 'trafficState', "trafficState1", 'trafficCharge', "trafficCharge1", 'trafficPenalty', "trafficPenalty1"), json_object('trafficDates', "trafficDates2", 'trafficState', "trafficState2", 'trafficCharge', "trafficCharge2", 'trafficPenalty', "trafficPenalty2"), json_object('trafficDates', "trafficDates3", 'trafficState', "trafficState3", 'trafficCharge', "trafficCharge3", 'trafficPenalty', "trafficPenalty3"))
      WHEN ("trafficDates2" <> '' OR "trafficState2" <> '' OR "trafficCharge2" <> '' OR "trafficPenalty2" <> '') THEN json_array(json_object('trafficDates', "trafficDates1", 'trafficState', "trafficState1", 'trafficCharge', "trafficCharge1", 'trafficPenalty', "trafficPenalty1"), json_object('trafficDates', "trafficDates2", 'trafficState', "trafficState2", 'trafficCharge', "trafficCharge2", 'trafficPenalty', "trafficPenalty2"))
      WHEN ("trafficDates1" <> '' OR "trafficState1" <> '' OR "trafficCharge1" <> '' OR "trafficPenalty1" <> '') THEN json_array(json_object('trafficDates', "trafficDates1", 'trafficState', "trafficState1", 'trafficCharge', "trafficCharge1", 'trafficPenalty', "trafficPenalty1"))
      ELSE json_array() END),
    'experience', json(CASE
      WHEN ("experience5" <> '' OR "expFrom5" <> '' OR "expTo5" <> '' OR "expMiles5" <> '') THEN json_array(json_object('experience', "experience1", 'expFrom', "expFrom1", 'expTo', "expTo1", 'expMiles', "expMiles1"), json_object('experience', "experience2", 'expFrom', "expFrom2", 'expTo', "expTo2", 'expMiles', "expMiles2"), json_object('experience', "experience3", 'expFrom', "expFrom3", 'expTo', "expTo3", 'expMiles', "expMiles3"), json_object('experience', "experience4", 'expFrom', "expFrom4", 'expTo', "expTo4", 'expMiles', "expMiles4"), json_object('experience', "experience5", 'expFrom', "expFrom5", 'expTo', "expTo5", 'expMiles', "expMiles5"))
      WHEN ("experience4" <> '' OR "expFrom4" <> '' OR "expTo4" <> '' OR "expMiles4" <> '') THEN json_array(json_object('experience', "experience1", 'expFrom', "expFrom1", 'expTo', "expTo1", 'expMiles', "expMiles1"), json_object('experience', "experience2", 'expFrom', "expFrom2", 'expTo', "expTo2", 'expMiles', "expMiles2"), json_object('experience', "experience3", 'expFrom', "expFrom3", 'expTo', "expTo3", 'expMiles', "expMiles3"), json_object('experience', "experience4", 'expFrom', "expFrom4", 'expTo', "expTo4", 'expMiles', "expMiles4"))
      WHEN ("experience3" <> '' OR "expFrom3" <> '' OR "expTo3" <> '' OR "expMiles3" <> '') THEN json_array(json_object('experience', "experience1", 'expFrom', "expFrom1", 'expTo', "expTo1", 'expMiles', "expMiles1"), json_object('experience', "experience2", 'expFrom', "expFrom2", 'expTo', "expTo2", 'expMiles', "expMiles2"), json_object('experience', "experience3", 'expFrom', "expFrom3", 'expTo', "expTo3", 'expMiles', "expMiles3"))
      WHEN ("experience2" <> '' OR "expFrom2" <> '' OR "expTo2" <> '' OR "expMiles2" <> '') THEN json_array(json_object('experience', "experience1", 'expFrom', "expFrom1", 'expTo', "expTo1", 'expMiles', "expMiles1"), json_object('experience', "experience2", 'expFrom', "expFrom2", 'expTo', "expTo2", 'expMiles', "expMiles2"))
      WHEN ("experience1" <> '' OR "expFrom1" <> '' OR "expTo1" <> '' OR "expMiles1" <> '') THEN json_array(json_object('experience', "experience1", 'expFrom', "expFrom1", 'expTo', "expTo1", 'expMiles', "expMiles1"))
      ELSE json_array() END),
    'workEntries', json(CASE
      WHEN ("employer3" <> '' OR "address3" <> '' OR "city_St_Zip3" <> '' OR "empFrom3" <> '' OR "empTo3" <> '' OR "position3" <> '' OR "salary3" <> '' OR "contact3" <> '' OR "phone3" <> '' OR "reason3" <> '' OR "fmcsr3" <> '' OR "drugTest3" <> '') THEN json_array(json_object('employer', "employer1", 'address', "address1", 'city_St_Zip', "city_St_Zip1", 'empFrom', "empFrom1", 'empTo', "empTo1", 'position', "position1", 'salary', "salary1", 'contact', "contact1", 'phone', "phone1", 'reason', "reason1", 'fmcsr', "fmcsr1", 'drugTest', "drugTest1"), json_object('employer', "employer2", 'address', "address2", 'city_St_Zip', "city_St_Zip2", 'empFrom', "empFrom2", 'empTo', "empTo2", 'position', "position2", 'salary', "salary2", 'contact', "contact2", 'phone', "phone2", 'reason', "reason2", 'fmcsr', "fmcsr2", 'drugTest', "drugTest2"), json_object('employer', "employer3", 'address', "address3", 'city_St_Zip', "city_St_Zip3", 'empFrom', "empFrom3", 'empTo', "empTo3", 'position', "position3", 'salary', "salary3", 'contact', "contact3", 'phone', "phone3", 'reason', "reason3", 'fmcsr', "fmcsr3", 'drugTest', "drugTest3"))
      WHEN ("employer2" <> '' OR "address2" <> '' OR "city_St_Zip2" <> '' OR "empFrom2" <> '' OR "empTo2" <> '' OR "position2" <> '' OR "salary2" <> '' OR "contact2" <> '' OR "phone2" <> '' OR "reason2" <> '' OR "fmcsr2" <> '' OR "drugTest2" <> '') THEN json_array(json_object('employer', "employer1", 'address', "address1", 'city_St_Zip', "city_St_Zip1", 'empFrom', "empFrom1", 'empTo', "empTo1", 'position', "position1", 'salary', "salary1", 'contact', "contact1", 'phone', "phone1", 'reason', "reason1", 'fmcsr', "fmcsr1", 'drugTest', "drugTest1"), json_object('employer', "employer2", 'address', "address2", 'city_St_Zip', "city_St_Zip2", 'empFrom', "empFrom2", 'empTo', "empTo2", 'position', "position2", 'salary', "salary2", 'contact', "contact2", 'phone', "phone2", 'reason', "reason2", 'fmcsr', "fmcsr2", 'drugTest', "drugTest2"))
      WHEN ("employer1" <> '' OR "address1" <> '' OR "city_St_Zip1" <> '' OR "empFrom1" <> '' OR "empTo1" <> '' OR "position1" <> '' OR "salary1" <> '' OR "contact1" <> '' OR "phone1" <> '' OR "reason1" <> '' OR "fmcsr1" <> '' OR "drugTest1" <> '') THEN json_array(json_object('employer', "employer1", 'address', "address1", 'city_St_Zip', "city_St_Zip1", 'empFrom', "empFrom1", 'empTo', "empTo1", 'position', "position1", 'salary', "salary1", 'contact', "contact1", 'phone', "phone1", 'reason', "reason1", 'fmcsr', "fmcsr1", 'drugTest', "drugTest1"))
      ELSE json_array() END),
    'earlierJobs', json(CASE
      WHEN ("earlierEmployer7" <> '' OR "earlierAddress7" <> '' OR "earlierFrom7" <> '' OR "earlierTo7" <> '' OR "earlierPosition7" <> '' OR "earlierReason7" <> '' OR "earlierFmcsr7" <> '' OR "earlierDrugTest7" <> '') THEN json_array(json_object('earlierEmployer', "earlierEmployer1", 'earlierAddress', "earlierAddress1", 'earlierFrom', "earlierFrom1", 'earlierTo', "earlierTo1", 'earlierPosition', "earlierPosition1", 'earlierReason', "earlierReason1", 'earlierFmcsr', "earlierFmcsr1", 'earlierDrugTest', "earlierDrugTest1"), json_object('earlierEmployer', "earlierEmployer2", 'earlierAddress', "earlierAddress2", 'earlierFrom', "earlierFrom2", 'earlierTo', "earlierTo2", 'earlierPosition', "earlierPosition2", 'earlierReason', "earlierReason2", 'earlierFmcsr', "earlierFmcsr2", 'earlierDrugTest', "earlierDrugTest2"), json_object('earlierEmployer', "earlierEmployer3", 'earlierAddress', "earlierAddress3", 'earlierFrom', "earlierFrom3", 'earlierTo', "earlierTo3", 'earlierPosition', "earlierPosition3", 'earlierReason', "earlierReason3", 'earlierFmcsr', "earlierFmcsr3", 'earlierDrugTest', "earlierDrugTest3"), json_object('earlierEmployer', "earlierEmployer4", 'earlierAddress', "earlierAddress4", 'earlierFrom', "earlierFrom4", 'earlierTo', "earlierTo4", 'earlierPosition', "earlierPosition4", 'earlierReason', "earlierReason4", 'earlierFmcsr', "earlierFmcsr4", 'earlierDrugTest', "earlierDrugTest4"), json_object('earlierEmployer', "earlierEmployer5", 'earlierAddress', "earlierAddress5", 'earlierFrom', "earlierFrom5", 'earlierTo', "earlierTo5", 'earlierPosition', "earlierPosition5", 'earlierReason', "earlierReason5", 'earlierFmcsr', "earlierFmcsr5", 'earlierDrugTest', "earlierDrugTest5"), json_object('earlierEmployer', "earlierEmployer6", 'earlierAddress', "earlierAddress6", 'earlierFrom', "earlierFrom6", 'earlierTo', "earlierTo6", 'earlierPosition', "earlierPosition6", 'earlierReason', "earlierReason6", 'earlierFmcsr', "earlierFmcsr6", 'earlierDrugTest', "earlierDrugTest6"), json_object('earlierEmployer', "earlierEmployer7", 'earlierAddress', "earlierAddress7", 'earlierFrom', "earlierFrom7", 'earlierTo', "earlierTo7", 'earlierPosition', "earlierPosition7", 'earlierReason', "earlierReason7", 'earlierFmcsr', "earlierFmcsr7", 'earlierDrugTest', "earlierDrugTest7"))
      WHEN ("earlierEmployer6" <> '' OR "earlierAddress6" <> '' OR "earlierFrom6" <> '' OR "earlierTo6" <> '' OR "earlierPosition6" <> '' OR "earlierReason6" <> '' OR "earlierFmcsr6" <> '' OR "earlierDrugTest6" <> '') THEN json_array(json_object('earlierEmployer', "earlierEmployer1", 'earlierAddress', "earlierAddress1", 'earlierFrom', "earlierFrom1", 'earlierTo', "earlierTo1", 'earlierPosition', "earlierPosition1", 'earlierReason', "earlierReason1", 'earlierFmcsr', "earlierFmcsr1", 'earlierDrugTest', "earlierDrugTest1"), json_object('earlierEmployer', "earlierEmployer2", 'earlierAddress', "earlierAddress2", 'earlierFrom', "earlierFrom2", 'earlierTo', "earlierTo2", 'earlierPosition', "earlierPosition2", 'earlierReason', "earlierReason2", 'earlierFmcsr', "earlierFmcsr2", 'earlierDrugTest', "earlierDrugTest2"), json_object('earlierEmployer', "earlierEmployer3", 'earlierAddress', "earlierAddress3", 'earlierFrom', "earlierFrom3", 'earlierTo', "earlierTo3", 'earlierPosition', "earlierPosition3", 'earlierReason', "earlierReason3", 'earlierFmcsr', "earlierFmcsr3", 'earlierDrugTest', "earlierDrugTest3"), json_object('earlierEmployer', "earlierEmployer4", 'earlierAddress', "earlierAddress4", 'earlierFrom', "earlierFrom4", 'earlierTo', "earlierTo4", 'earlierPosition', "earlierPosition4", 'earlierReason', "earlierReason4", 'earlierFmcsr', "earlierFmcsr4", 'earlierDrugTest', "earlierDrugTest4"), json_object('earlierEmployer', "earlierEmployer5", 'earlierAddress', "earlierAddress5", 'earlierFrom', "earlierFrom5", 'earlierTo', "earlierTo5", 'earlierPosition', "earlierPosition5", 'earlierReason', "earlierReason5", 'earlierFmcsr', "earlierFmcsr5", 'earlierDrugTest', "earlierDrugTest5"), json_object('earlierEmployer', "earlierEmployer6", 'earlierAddress', "earlierAddress6", 'earlierFrom', "earlierFrom6", 'earlierTo', "earlierTo6", 'earlierPosition', "earlierPosition6", 'earlierReason', "earlierReason6", 'earlierFmcsr', "earlierFmcsr6", 'earlierDrugTest', "earlierDrugTest6"))
      WHEN ("earlierEmployer5" <> '' OR "earlierAddress5" <> '' OR "earlierFrom5" <> '' OR "earlierTo5" <> '' OR "earlierPosition5" <> '' OR "earlierReason5" <> '' OR "earlierFmcsr5" <> '' OR "earlierDrugTest5" <> '') THEN json_array(json_object('earlierEmployer', "earlierEmployer1", 'earlierAddress', "earlierAddress1", 'earlierFrom', "earlierFrom1", 'earlierTo', "earlierTo1", 'earlierPosition', "earlierPosition1", 'earlierReason', "earlierReason1", 'earlierFmcsr', "earlierFmcsr1", 'earlierDrugTest', "earlierDrugTest1"), json_object('earlierEmployer', "earlierEmployer2", 'earlierAddress', "earlierAddress2", 'earlierFrom', "earlierFrom2", 'earlierTo', "earlierTo2", 'earlierPosition', "earlierPosition2", 'earlierReason', "earlierReason2", 'earlierFmcsr', "earlierFmcsr2", 'earlierDrugTest', "earlierDrugTest2"), json_object('earlierEmployer', "earlierEmployer3", 'earlierAddress', "earlierAddress3", 'earlierFrom', "earlierFrom3", 'earlierTo', "earlierTo3", 'earlierPosition', "earlierPosition3", 'earlierReason', "earlierReason3", 'earlierFmcsr', "earlierFmcsr3", 'earlierDrugTest', "earlierDrugTest3"), json_object('earlierEmployer', "earlierEmployer4", 'earlierAddress', "earlierAddress4", 'earlierFrom', "earlierFrom4", 'earlierTo', "earlierTo4", 'earlierPosition', "earlierPosition4", 'earlierReason', "earlierReason4", 'earlierFmcsr', "earlierFmcsr4", 'earlierDrugTest', "earlierDrugTest4"), json_object('earlierEmployer', "earlierEmployer5", 'earlierAddress', "earlierAddress5", 'earlierFrom', "earlierFrom5", 'earlierTo', "earlierTo5", 'earlierPosition', "earlierPosition5", 'earlierReason', "earlierReason5", 'earlierFmcsr', "earlierFmcsr5", 'earlierDrugTest', "earlierDrugTest5"))
      WHEN ("earlierEmployer4" <> '' OR "earlierAddress4" <> '' OR "earlierFrom4" <> '' OR "earlierTo4" <> '' OR "earlierPosition4" <> '' OR "earlierReason4" <> '' OR "earlierFmcsr4" <> '' OR "earlierDrugTest4" <> '') THEN json_array(json_object('earlierEmployer', "earlierEmployer1", 'earlierAddress', "earlierAddress1", 'earlierFrom', "earlierFrom1", 'earlierTo', "earlierTo1", 'earlierPosition', "earlierPosition1", 'earlierReason', "earlierReason1", 'earlierFmcsr', "earlierFmcsr1", 'earlierDrugTest', "earlierDrugTest1"), json_object('earlierEmployer', "earlierEmployer2", 'earlierAddress', "earlierAddress2", 'earlierFrom', "earlierFrom2", 'earlierTo', "earlierTo2", 'earlierPosition', "earlierPosition2", 'earlierReason', "earlierReason2", 'earlierFmcsr', "earlierFmcsr2", 'earlierDrugTest', "earlierDrugTest2"), json_object('earlierEmployer', "earlierEmployer3", 'earlierAddress', "earlierAddress3", 'earlierFrom', "earlierFrom3", 'earlierTo', "earlierTo3", 'earlierPosition', "earlierPosition3", 'earlierReason', "earlierReason3", 'earlierFmcsr', "earlierFmcsr3", 'earlierDrugTest', "earlierDrugTest3"), json_object('earlierEmployer', "earlierEmployer4", 'earlierAddress', "earlierAddress4", 'earlierFrom', "earlierFrom4", 'earlierTo', "earlierTo4", 'earlierPosition', "earlierPosition4", 'earlierReason', "earlierReason4", 'earlierFmcsr', "earlierFmcsr4", 'earlierDrugTest', "earlierDrugTest4"))
      WHEN ("earlierEmployer3" <> '' OR "earlierAddress3" <> '' OR "earlierFrom3" <> '' OR "earlierTo3" <> '' OR "earlierPosition3" <> '' OR "earlierReason3" <> '' OR "earlierFmcsr3" <> '' OR "earlierDrugTest3" <> '') THEN json_array(json_object('earlierEmployer', "earlierEmployer1", 'earlierAddress', "earlierAddress1", 'earlierFrom', "earlierFrom1", 'earlierTo', "earlierTo1", 'earlierPosition', "earlierPosition1", 'earlierReason', "earlierReason1", 'earlierFmcsr', "earlierFmcsr1", 'earlierDrugTest', "earlierDrugTest1"), json_object('earlierEmployer', "earlierEmployer2", 'earlierAddress', "earlierAddress2", 'earlierFrom', "earlierFrom2", 'earlierTo', "earlierTo2", 'earlierPosition', "earlierPosition2", 'earlierReason', "earlierReason2", 'earlierFmcsr', "earlierFmcsr2", 'earlierDrugTest', "earlierDrugTest2"), json_object('earlierEmployer', "earlierEmployer3", 'earlierAddress', "earlierAddress3", 'earlierFrom', "earlierFrom3", 'earlierTo', "earlierTo3", 'earlierPosition', "earlierPosition3", 'earlierReason', "earlierReason3", 'earlierFmcsr', "earlierFmcsr3", 'earlierDrugTest', "earlierDrugTest3"))
      WHEN ("earlierEmployer2" <> '' OR "earlierAddress2" <> '' OR "earlierFrom2" <> '' OR "earlierTo2" <> '' OR "earlierPosition2" <> '' OR "earlierReason2" <> '' OR "earlierFmcsr2" <> '' OR "earlierDrugTest2" <> '') THEN json_array(json_object('earlierEmployer', "earlierEmployer1", 'earlierAddress', "earlierAddress1", 'earlierFrom', "earlierFrom1", 'earlierTo', "earlierTo1", 'earlierPosition', "earlierPosition1", 'earlierReason', "earlierReason1", 'earlierFmcsr', "earlierFmcsr1", 'earlierDrugTest', "earlierDrugTest1"), json_object('earlierEmployer', "earlierEmployer2", 'earlierAddress', "earlierAddress2", 'earlierFrom', "earlierFrom2", 'earlierTo', "earlierTo2", 'earlierPosition', "earlierPosition2", 'earlierReason', "earlierReason2", 'earlierFmcsr', "earlierFmcsr2", 'earlierDrugTest', "earlierDrugTest2"))
      WHEN ("earlierEmployer1" <> '' OR "earlierAddress1" <> '' OR "earlierFrom1" <> '' OR "earlierTo1" <> '' OR "earlierPosition1" <> '' OR "earlierReason1" <> '' OR "earlierFmcsr1" <> '' OR "earlierDrugTest1" <> '') THEN json_array(json_object('earlierEmployer', "earlierEmployer1", 'earlierAddress', "earlierAddress1", 'earlierFrom', "earlierFrom1", 'earlierTo', "earlierTo1", 'earlierPosition', "earlierPosition1", 'earlierReason', "earlierReason1", 'earlierFmcsr', "earlierFmcsr1", 'earlierDrugTest', "earlierDrugTest1"))
      ELSE json_array() END)
  ))
FROM "Applicant";
DROP TABLE "Applicant";
ALTER TABLE "new_Applicant" RENAME TO "Applicant";
CREATE UNIQUE INDEX "Applicant_idempotencyKey_key" ON "Applicant"("idempotencyKey");
CREATE INDEX "Applicant_status_creationDate_idx" ON "Applicant"("status", "creationDate");
CREATE INDEX "Applicant_ssnLast4_idx" ON "Applicant"("ssnLast4");
CREATE INDEX "Applicant_applicantName_idx" ON "Applicant"("applicantName");
CREATE INDEX "Applicant_ssnDigest_numberId_idx" ON "Applicant"("ssnDigest", "numberId");
CREATE INDEX "Applicant_dobPhoneDigest_numberId_idx" ON "Applicant"("dobPhoneDigest", "numberId");
CREATE INDEX "Applicant_dobEmailDigest_numberId_idx" ON "Applicant"("dobEmailDigest", "numberId");
CREATE INDEX "Applicant_screeningOutcome_creationDate_idx" ON "Applicant"("screeningOutcome", "creationDate");
CREATE INDEX "Applicant_dashboard_idx" ON "Applicant"("creationDate", "compCode", "status", "source", "utmSource", "numberId");
CREATE INDEX "Applicant_carrier_dashboard_idx" ON "Applicant"("compCode", "creationDate", "status", "source", "utmSource", "numberId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
