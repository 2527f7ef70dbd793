import type { ConsentText } from '../consent-text';
import {
  CLEARINGHOUSE_LIMITED_QUERY,
  FCRA_AUTHORIZATION,
  FCRA_DISCLOSURE,
  FCRA_SUMMARY_OF_RIGHTS,
  PSP_DISCLOSURE_AUTHORIZATION,
  STATE_NOTICE_CA,
  STATE_NOTICE_MA,
  STATE_NOTICE_MN,
  STATE_NOTICE_NJ,
  STATE_NOTICE_NY,
  STATE_NOTICE_OK,
  STATE_NOTICE_WA,
} from './consent-texts';

/**
 * The Spanish of the background-check consents (./consent-texts.ts): faithful translations in neutral US Spanish
 * ("usted"), each a published wording of its own that names the English version it translates. Figures, addresses
 * and legal citations stay as in the English.
 *
 * The PSP text is a courtesy translation: the FMCSA publishes its form in English only and requires that wording.
 * The Spanish PSP screen shows this translation with the official English beneath it ("which governs"), and a
 * Spanish applicant's box agrees to both: the record names both versions.
 */

export const FCRA_DISCLOSURE_ES: ConsentText = {
  version: 'fcra-disclosure/es/2026-11-25',
  consent: 'fcra-disclosure',
  language: 'es',
  translates: FCRA_DISCLOSURE.version,
  title: "Divulgación sobre informes de antecedentes",
  agree: "He leído esta divulgación.",
  blocks: [
    { kind: 'paragraph', text: "{carrierName} puede obtener uno o más informes del consumidor sobre usted de una agencia de informes del consumidor para fines de empleo. Fines de empleo significa decidir si se le contrata y, si se le contrata y la ley lo permite, decidir más adelante si se le mantiene en el empleo, se le asciende o se le reasigna." },
    { kind: 'paragraph', text: "Estos informes pueden incluir su historial de manejo (registros de vehículos motorizados), sus antecedentes penales y la verificación de sus empleos anteriores. Algunos pueden ser informes investigativos del consumidor: informes con información sobre su carácter, su reputación general, sus características personales o su modo de vida, obtenida mediante entrevistas personales con vecinos, amigos, conocidos u otras personas que tengan conocimiento sobre usted, como sus empleadores anteriores." },
  ],
};

export const FCRA_AUTHORIZATION_ES: ConsentText = {
  version: 'fcra-authorization/es/2026-11-25',
  consent: 'fcra-authorization',
  language: 'es',
  translates: FCRA_AUTHORIZATION.version,
  title: "Autorización para informes de antecedentes",
  agree: "Autorizo estos informes de antecedentes.",
  blocks: [
    { kind: 'paragraph', text: "He leído la Divulgación sobre informes de antecedentes, que se me mostró por separado." },
    { kind: 'paragraph', text: "Autorizo a {carrierName}, {carrierAddress}, y a la agencia de informes del consumidor que esta utilice a obtener informes del consumidor e informes investigativos del consumidor sobre mí para fines de empleo, como se describe en esa divulgación, incluidos mi historial de manejo (registros de vehículos motorizados), mis antecedentes penales y la verificación de mis empleos anteriores." },
    { kind: 'paragraph', text: "La agencia de informes del consumidor que utiliza {carrierName} es {agencyName}, {agencyAddress}. Teléfono: {agencyPhone}. Sitio web: {agencyWebsite}.", when: 'agency-known' },
    { kind: 'paragraph', text: "Autorizo a las agencias estatales de vehículos motorizados, a los tribunales, a las agencias del orden público, a mis empleadores anteriores y a las demás personas y organizaciones que tengan esta información a proporcionársela a esa agencia de informes del consumidor y a {carrierName}." },
    { kind: 'paragraph', text: "Esta autorización es válida para mi solicitud y, si se me contrata y la ley lo permite, para los informes que se obtengan durante mi empleo con {carrierName}." },
    { kind: 'paragraph', text: "Mi aceptación electrónica constituye mi autorización por escrito." },
    { kind: 'heading', text: "Informes investigativos del consumidor: su derecho a más información" },
    { kind: 'paragraph', text: "Si {carrierName} solicita un informe investigativo del consumidor sobre usted, usted puede pedirle a {carrierName} por escrito, dentro de un plazo razonable, una divulgación completa y exacta de la naturaleza y el alcance de la investigación solicitada. {carrierName} se la enviará por escrito dentro de los cinco días siguientes a la fecha en que reciba su solicitud o solicite el informe por primera vez, lo que ocurra después. Puede enviar su solicitud a {carrierName}, {carrierAddress}." },
    { kind: 'paragraph', text: "Usted también tiene derecho al resumen escrito de sus derechos conforme a la Ley de Informe Justo de Crédito, que se le entrega con esta autorización." },
  ],
};

export const FCRA_SUMMARY_OF_RIGHTS_ES: ConsentText = {
  version: 'fcra-summary-of-rights/es/2026-11-25',
  consent: 'fcra-summary-of-rights',
  language: 'es',
  translates: FCRA_SUMMARY_OF_RIGHTS.version,
  title: "Un resumen de sus derechos conforme a la Ley de Informe Justo de Crédito",
  agree: null,
  blocks: [
    { kind: 'note', text: "Nuestra versión del resumen de los derechos del consumidor que prescribe la Oficina para la Protección Financiera del Consumidor (Consumer Financial Protection Bureau, CFPB) (12 CFR part 1022, appendix K). Para más información en español, visite www.consumerfinance.gov/learnmore o escriba a la Consumer Financial Protection Bureau, 1700 G Street N.W., Washington, DC 20552." },
    { kind: 'paragraph', text: "La ley federal de Informe Justo de Crédito (Fair Credit Reporting Act, FCRA) promueve la exactitud, la imparcialidad y la privacidad de la información que consta en los archivos de las agencias de informes del consumidor. Hay muchos tipos de agencias de informes del consumidor, entre ellas los burós de crédito y las agencias especializadas (por ejemplo, las que venden información sobre historiales de emisión de cheques, expedientes médicos e historiales de alquiler). A continuación se resumen sus principales derechos conforme a la FCRA. Para más información, incluida información sobre otros derechos, visite www.consumerfinance.gov/learnmore o escriba a: Consumer Financial Protection Bureau, 1700 G Street N.W., Washington, DC 20552." },
    { kind: 'paragraph', lead: "Se le debe informar si la información de su archivo se ha usado en su contra.", text: "Quien use un informe de crédito u otro tipo de informe del consumidor para negarle una solicitud de crédito, de seguro o de empleo, o para tomar cualquier otra acción adversa en su contra, debe informárselo y debe darle el nombre, la dirección y el número de teléfono de la agencia que proporcionó la información." },
    { kind: 'paragraph', lead: "Usted tiene derecho a saber lo que contiene su archivo.", text: "Usted puede pedir y obtener toda la información sobre usted que conste en los archivos de una agencia de informes del consumidor (su \"divulgación del archivo\"). Deberá presentar una identificación adecuada, que puede incluir su número de Seguro Social. En muchos casos, la divulgación es gratuita. Usted tiene derecho a una divulgación gratuita del archivo si:" },
    { kind: 'list', items: [
        "una persona tomó una acción adversa en su contra debido a información de su informe de crédito;",
        "usted es víctima de robo de identidad y coloca una alerta de fraude en su archivo;",
        "su archivo contiene información inexacta como resultado de un fraude;",
        "usted recibe asistencia pública;",
        "usted no tiene empleo, pero espera solicitar empleo dentro de 60 días.",
      ] },
    { kind: 'paragraph', text: "Además, todo consumidor tiene derecho, si lo solicita, a una divulgación gratuita cada 12 meses de cada buró de crédito de alcance nacional y de las agencias especializadas de informes del consumidor de alcance nacional. Para más información, visite www.consumerfinance.gov/learnmore." },
    { kind: 'paragraph', lead: "Usted tiene derecho a pedir un puntaje de crédito.", text: "Los puntajes de crédito son resúmenes numéricos de su solvencia crediticia basados en información de los burós de crédito. Usted puede pedir un puntaje de crédito a las agencias de informes del consumidor que crean puntajes o que distribuyen los puntajes que se usan en préstamos sobre bienes raíces residenciales, pero tendrá que pagarlo. En algunas transacciones hipotecarias, el prestamista hipotecario le dará gratis información sobre su puntaje de crédito." },
    { kind: 'paragraph', lead: "Usted tiene derecho a disputar información incompleta o inexacta.", text: "Si encuentra en su archivo información incompleta o inexacta y la reporta a la agencia de informes del consumidor, la agencia debe investigarla, a menos que su disputa sea frívola. En www.consumerfinance.gov/learnmore encontrará una explicación de los procedimientos de disputa." },
    { kind: 'paragraph', lead: "Las agencias de informes del consumidor deben corregir o eliminar la información inexacta, incompleta o que no se pueda verificar.", text: "La información inexacta, incompleta o que no se pueda verificar debe eliminarse o corregirse, por lo general dentro de 30 días. Sin embargo, una agencia de informes del consumidor puede seguir reportando la información que haya verificado como exacta." },
    { kind: 'paragraph', lead: "Las agencias de informes del consumidor no pueden reportar información negativa desactualizada.", text: "En la mayoría de los casos, una agencia de informes del consumidor no puede reportar información negativa de más de siete años de antigüedad, ni quiebras (bancarrotas) de más de 10 años." },
    { kind: 'paragraph', lead: "El acceso a su archivo es limitado.", text: "Una agencia de informes del consumidor solo puede dar información sobre usted a personas que tengan una necesidad válida, por lo general para evaluar una solicitud presentada ante un acreedor, una aseguradora, un empleador, un arrendador u otro negocio. La FCRA especifica quiénes tienen una necesidad válida de acceso." },
    { kind: 'paragraph', lead: "Usted debe dar su consentimiento para que se entreguen informes a los empleadores.", text: "Una agencia de informes del consumidor no puede dar información sobre usted a su empleador, ni a un posible empleador, sin el consentimiento por escrito que usted le haya dado al empleador. Por lo general, en la industria del transporte por camión no se requiere el consentimiento por escrito. Para más información, visite www.consumerfinance.gov/learnmore." },
    { kind: 'paragraph', lead: "Usted puede limitar las ofertas \"preevaluadas\" de crédito y de seguros que recibe con base en la información de su informe de crédito.", text: "Las ofertas \"preevaluadas\" de crédito y de seguros que usted no haya solicitado deben incluir un número de teléfono gratuito al que puede llamar si decide que se eliminen su nombre y su dirección de las listas en las que se basan esas ofertas. Puede pedir su exclusión a los burós de crédito de alcance nacional llamando al 1-888-5-OPTOUT (1-888-567-8688)." },
    { kind: 'heading', text: "El siguiente derecho conforme a la FCRA aplica a las agencias de informes del consumidor de alcance nacional:" },
    { kind: 'paragraph', lead: "Los consumidores tienen derecho a obtener un congelamiento de seguridad.", text: "Usted tiene derecho a colocar un \"congelamiento de seguridad\" en su informe de crédito, que prohibirá a la agencia de informes del consumidor divulgar información de su informe de crédito sin su autorización expresa. El congelamiento de seguridad tiene como fin impedir que se aprueben créditos, préstamos y servicios a su nombre sin su consentimiento. Sin embargo, tenga en cuenta que usar un congelamiento de seguridad para controlar quién tiene acceso a la información personal y financiera de su informe de crédito puede retrasar, dificultar o impedir la aprobación oportuna de cualquier solicitud posterior que usted haga para obtener un préstamo nuevo, crédito, una hipoteca o cualquier otra cuenta que implique el otorgamiento de crédito." },
    { kind: 'paragraph', text: "Como alternativa al congelamiento de seguridad, usted tiene derecho a colocar sin costo una alerta de fraude inicial o extendida en su archivo de crédito. Una alerta de fraude inicial es una alerta de 1 año que se coloca en el archivo de crédito del consumidor. Cuando un negocio ve una alerta de fraude en el archivo de crédito de un consumidor, debe tomar medidas para verificar la identidad del consumidor antes de otorgarle crédito nuevo. Si usted es víctima de robo de identidad, tiene derecho a una alerta de fraude extendida, que dura 7 años." },
    { kind: 'paragraph', text: "El congelamiento de seguridad no aplica a la persona o entidad, ni a sus afiliadas, ni a las agencias de cobranza que actúen en su nombre, con la que usted tenga una cuenta existente y que pida información de su informe de crédito para revisar o cobrar esa cuenta. Revisar la cuenta incluye actividades relacionadas con el mantenimiento y el monitoreo de la cuenta, los aumentos de la línea de crédito, y las mejoras y ampliaciones de la cuenta." },
    { kind: 'paragraph', lead: "Usted puede reclamar daños y perjuicios a quienes violen la ley.", text: "Si una agencia de informes del consumidor o, en algunos casos, un usuario de informes del consumidor o un proveedor de información a una agencia de informes del consumidor viola la FCRA, usted podría demandar ante un tribunal estatal o federal." },
    { kind: 'paragraph', lead: "Las víctimas de robo de identidad y el personal militar en servicio activo tienen derechos adicionales.", text: "Para más información, visite www.consumerfinance.gov/learnmore." },
    { kind: 'paragraph', text: "Los estados pueden hacer cumplir la FCRA, y muchos estados tienen sus propias leyes sobre informes del consumidor. En algunos casos, usted puede tener más derechos conforme a la ley estatal. Para más información, comuníquese con la agencia de protección al consumidor de su estado o localidad, o con el Procurador General (Attorney General) de su estado. Para información sobre sus derechos federales y sobre las agencias federales que hacen cumplir la FCRA para cada tipo de negocio, visite www.consumerfinance.gov/learnmore o escriba a la Consumer Financial Protection Bureau a la dirección indicada arriba." },
  ],
};

export const STATE_NOTICE_CA_ES: ConsentText = {
  version: 'state-ca/es/2026-11-25',
  consent: 'state-ca',
  language: 'es',
  translates: STATE_NOTICE_CA.version,
  title: "Aviso de California sobre informes investigativos del consumidor",
  agree: "He leído este aviso.",
  request: "Envíenme una copia de cualquier informe que se prepare sobre mí.",
  blocks: [
    { kind: 'paragraph', text: "{carrierName} puede obtener un informe investigativo del consumidor sobre usted para fines de empleo, un fin permitido por la ley de California (California Civil Code 1786.12). Según la ley de California, un informe investigativo del consumidor es un informe del consumidor en el que se obtiene, por cualquier medio, información sobre su carácter, su reputación general, sus características personales o su modo de vida (Civil Code 1786.2). El informe puede incluir información sobre su carácter, su reputación general, sus características personales y su modo de vida." },
    { kind: 'paragraph', text: "Naturaleza y alcance de la investigación solicitada: su historial de manejo (registros de vehículos motorizados), sus antecedentes penales y la verificación de sus empleos anteriores, incluido su historial de desempeño en materia de seguridad con sus empleadores anteriores." },
    { kind: 'paragraph', text: "La agencia de informes investigativos del consumidor que realizará la investigación se identifica abajo, con su nombre, dirección, número de teléfono y sitio web. En ese sitio web, o en ese número de teléfono si la agencia no tiene sitio web, usted puede encontrar información sobre las prácticas de privacidad de la agencia, incluido si su información personal se enviará fuera de los Estados Unidos o de sus territorios." },
    { kind: 'paragraph', lead: "Agencia de informes investigativos del consumidor:", text: "{agencyName}, {agencyAddress}. Teléfono: {agencyPhone}. Sitio web: {agencyWebsite}.", when: 'agency-known' },
    { kind: 'paragraph', text: "{carrierName} le dará el nombre, la dirección, el número de teléfono y el sitio web de esa agencia antes de solicitar el informe, y en cualquier momento si lo pide a {carrierName}, {carrierAddress}.", when: 'agency-unknown' },
    { kind: 'paragraph', text: "Resumen de Civil Code 1786.22: la agencia debe poner a su disposición los archivos que tiene sobre usted durante el horario normal de oficina y con un aviso razonable. Usted puede revisar su archivo en persona si presenta una identificación adecuada, y puede obtener una copia pagando como máximo el costo real de reproducción. Si hace una solicitud por escrito con una identificación adecuada, puede obtener por teléfono un resumen de la información de su archivo." },
    { kind: 'paragraph', text: "Para recibir una copia de cualquier informe que se prepare sobre usted, marque la casilla de abajo. Si la marca, se le enviará una copia dentro de los tres días hábiles siguientes a la fecha en que {carrierName} reciba el informe." },
  ],
};

export const STATE_NOTICE_NY_ES: ConsentText = {
  version: 'state-ny/es/2026-11-25',
  consent: 'state-ny',
  language: 'es',
  translates: STATE_NOTICE_NY.version,
  title: "Aviso de Nueva York sobre informes del consumidor e informes investigativos del consumidor",
  agree: "He leído este aviso.",
  blocks: [
    { kind: 'paragraph', text: "Se puede solicitar un informe del consumidor en relación con su solicitud de empleo con {carrierName}. Si se le contrata, se pueden solicitar otros informes del consumidor en relación con la actualización, la renovación o la prórroga de su empleo, sin otro aviso. Si lo pide, se le informará si se solicitó un informe del consumidor y, en ese caso, el nombre y la dirección de la agencia de informes del consumidor que lo proporcionó (New York General Business Law 380-b)." },
    { kind: 'paragraph', text: "También se puede solicitar un informe investigativo del consumidor sobre usted. Si lo pide por escrito, se le informará si se solicitó un informe investigativo del consumidor y, en ese caso, el nombre y la dirección de la agencia de informes del consumidor a la que se solicitó. Después, usted puede revisar ese informe y recibir una copia comunicándose con esa agencia (New York General Business Law 380-c)." },
    { kind: 'paragraph', text: "Puede enviar estas solicitudes a {carrierName}, {carrierAddress}." },
    { kind: 'paragraph', text: "El Senado del Estado de Nueva York publica el Artículo 23-A de la Ley Correccional de Nueva York (New York Correction Law) en https://www.nysenate.gov/legislation/laws/COR/A23-A, y {carrierName} le dará una copia impresa si la pide (New York General Business Law 380-c y 380-g). El Artículo 23-A regula el otorgamiento de licencias y el empleo de personas que han sido condenadas anteriormente por uno o más delitos: limita los casos en que un empleador puede negar un empleo debido a una condena anterior y establece lo que el empleador debe tomar en cuenta." },
  ],
};

export const STATE_NOTICE_MN_ES: ConsentText = {
  version: 'state-mn/es/2026-11-25',
  consent: 'state-mn',
  language: 'es',
  translates: STATE_NOTICE_MN.version,
  title: "Aviso de Minnesota sobre informes del consumidor",
  agree: "He leído este aviso.",
  request: "Envíenme una copia gratuita de mi informe del consumidor.",
  blocks: [
    { kind: 'paragraph', text: "{carrierName} puede obtener, o hacer que se prepare, un informe del consumidor sobre usted para fines de empleo." },
    { kind: 'paragraph', text: "Usted tiene derecho a pedir información adicional sobre la naturaleza del informe (Minnesota Statutes 13C.02, subdivision 3). Puede enviar su solicitud a {carrierName}, {carrierAddress}." },
    { kind: 'paragraph', text: "Si el informe es un informe investigativo del consumidor, puede incluir información obtenida mediante entrevistas personales sobre su carácter, su reputación general, sus características personales o su modo de vida." },
    { kind: 'paragraph', text: "Para recibir una copia del informe, marque la casilla de abajo. Si la marca, {carrierName} le pedirá a la agencia de informes del consumidor que prepare el informe que le envíe una copia. La agencia debe enviársela dentro de las 24 horas siguientes a la entrega del informe a {carrierName}, junto con una declaración de su derecho a disputar y corregir cualquier error y de los procedimientos previstos en United States Code, title 15, sections 1681 to 1681t. La copia es gratuita. Si no existe ningún informe, la agencia no tiene nada que enviarle." },
  ],
};

export const STATE_NOTICE_OK_ES: ConsentText = {
  version: 'state-ok/es/2026-11-25',
  consent: 'state-ok',
  language: 'es',
  translates: STATE_NOTICE_OK.version,
  title: "Aviso de Oklahoma sobre informes del consumidor",
  agree: "He leído este aviso.",
  request: "Envíenme una copia gratuita de mi informe del consumidor.",
  blocks: [
    { kind: 'paragraph', text: "Se usará un informe del consumidor en relación con su solicitud de empleo con {carrierName}." },
    { kind: 'paragraph', text: "Para recibir una copia del informe, marque la casilla de abajo. Si la marca, {carrierName} le pedirá a la agencia de informes del consumidor que le proporcione una copia cuando {carrierName} solicite su propia copia. La copia se le envía sin costo alguno." },
  ],
};

export const STATE_NOTICE_WA_ES: ConsentText = {
  version: 'state-wa/es/2026-11-25',
  consent: 'state-wa',
  language: 'es',
  translates: STATE_NOTICE_WA.version,
  title: "Aviso de Washington sobre informes del consumidor e informes investigativos del consumidor",
  agree: "He leído este aviso.",
  blocks: [
    { kind: 'paragraph', text: "Se puede obtener un informe del consumidor sobre usted con el fin de considerar su candidatura a un empleo con {carrierName} (RCW 19.182.020)." },
    { kind: 'paragraph', text: "También se puede preparar un informe investigativo del consumidor que incluya información sobre su carácter, su reputación general, sus características personales y su modo de vida (RCW 19.182.050). Usted tiene derecho a pedir, por escrito y dentro de un plazo razonable, una divulgación completa y exacta de la naturaleza y el alcance de la investigación solicitada. {carrierName} se la enviará por correo o se la entregará de otro modo, por escrito, dentro de los cinco días siguientes a la fecha en que reciba su solicitud o solicite el informe por primera vez, lo que ocurra después. Usted también tiene derecho a pedir el resumen escrito de sus derechos conforme a la ley de informes de crédito del estado de Washington (Washington's Fair Credit Reporting Act, chapter 19.182 RCW)." },
    { kind: 'paragraph', text: "Puede enviar estas solicitudes a {carrierName}, {carrierAddress}." },
  ],
};

export const STATE_NOTICE_NJ_ES: ConsentText = {
  version: 'state-nj/es/2026-11-25',
  consent: 'state-nj',
  language: 'es',
  translates: STATE_NOTICE_NJ.version,
  title: "Aviso de Nueva Jersey sobre informes investigativos del consumidor",
  agree: "He leído este aviso.",
  blocks: [
    { kind: 'paragraph', text: "{carrierName} puede pedirle a una agencia de informes del consumidor que prepare un informe investigativo del consumidor sobre usted. Un informe investigativo del consumidor suele incluir información sobre su carácter, su reputación general, sus características personales y su modo de vida." },
    { kind: 'paragraph', text: "Naturaleza y alcance precisos de la investigación solicitada: su historial de manejo (registros de vehículos motorizados), sus antecedentes penales y la verificación de sus empleos anteriores, incluido su historial de desempeño en materia de seguridad, lo que puede incluir entrevistas con sus empleadores anteriores." },
    { kind: 'paragraph', text: "Usted tiene derecho a recibir una copia del informe si la pide: cuando el informe esté terminado, la agencia de informes del consumidor le dará una copia si usted se la pide (N.J.S.A. 56:11-33)." },
    { kind: 'paragraph', text: "{carrierName} solicitará este informe solo con su permiso por escrito, que usted da en la Autorización para informes de antecedentes, que se le presenta por separado." },
    { kind: 'paragraph', text: "Si {carrierName} tiene la intención de tomar una acción adversa en su contra con base total o parcial en un informe del consumidor, primero le entregará una copia del informe y una descripción por escrito de sus derechos conforme a la ley de informes de crédito de Nueva Jersey (New Jersey Fair Credit Reporting Act) y la ley federal de Informe Justo de Crédito (Fair Credit Reporting Act) (N.J.S.A. 56:11-31)." },
  ],
};

export const STATE_NOTICE_MA_ES: ConsentText = {
  version: 'state-ma/es/2026-11-25',
  consent: 'state-ma',
  language: 'es',
  translates: STATE_NOTICE_MA.version,
  title: "Aviso de Massachusetts sobre informes investigativos del consumidor",
  agree: "He leído este aviso.",
  blocks: [
    { kind: 'paragraph', text: "{carrierName} puede pedirle a una agencia de informes del consumidor que prepare un informe investigativo del consumidor sobre usted. Un informe investigativo del consumidor suele incluir información sobre su carácter, su reputación general, sus características personales y su modo de vida." },
    { kind: 'paragraph', text: "Naturaleza y alcance precisos de la investigación solicitada: su historial de manejo (registros de vehículos motorizados), sus antecedentes penales y la verificación de sus empleos anteriores, incluido su historial de desempeño en materia de seguridad, lo que puede incluir entrevistas con sus empleadores anteriores." },
    { kind: 'paragraph', text: "Usted tiene derecho a recibir una copia del informe si la pide: cuando el informe esté terminado, la agencia de informes del consumidor le dará una copia si usted se la pide (Massachusetts General Laws chapter 93, section 53)." },
    { kind: 'paragraph', text: "{carrierName} solicitará este informe solo con su permiso por escrito, que usted da en la Autorización para informes de antecedentes, que se le presenta por separado." },
  ],
};

export const PSP_DISCLOSURE_AUTHORIZATION_ES: ConsentText = {
  version: 'psp-disclosure-authorization/es/2026-11-25',
  consent: 'psp-disclosure-authorization',
  language: 'es',
  translates: PSP_DISCLOSURE_AUTHORIZATION.version,
  title: "Traducción de cortesía: Divulgación importante sobre los informes de antecedentes del servicio en línea PSP",
  agree: "Acepto",
  blocks: [
    { kind: 'note', text: "Traducción de cortesía. La FMCSA exige que su divulgación y autorización se use completa y exactamente en su texto oficial en inglés, como un documento independiente. Ese texto oficial aparece debajo de esta traducción y es el que rige. Al marcar «Acepto», usted firma ambos." },
    { kind: 'paragraph', text: "EL TEXTO DE DIVULGACIÓN Y AUTORIZACIÓN QUE SIGUE ES DE USO OBLIGATORIO PARA TODOS LOS TITULARES DE CUENTA" },
    { kind: 'heading', text: "DIVULGACIÓN IMPORTANTE SOBRE LOS INFORMES DE ANTECEDENTES DEL SERVICIO EN LÍNEA PSP" },
    { kind: 'paragraph', text: "En relación con su solicitud de empleo con {carrierName} (\"Posible Empleador\"), el Posible Empleador, sus empleados, agentes o contratistas pueden obtener uno o más informes sobre su historial de manejo y de inspecciones de seguridad de la Administración Federal de Seguridad de Autotransportes (Federal Motor Carrier Safety Administration, FMCSA)." },
    { kind: 'paragraph', text: "Cuando la solicitud de empleo se presenta en persona, si el Posible Empleador usa información que obtenga de la FMCSA para decidir no darle el empleo o para tomar cualquier otra decisión de empleo adversa respecto de usted, el Posible Empleador le entregará una copia del informe en el que se basó su decisión y un resumen por escrito de sus derechos conforme a la Ley de Informe Justo de Crédito (Fair Credit Reporting Act) antes de tomar cualquier acción adversa definitiva. Si se toma cualquier acción adversa definitiva en su contra con base en su historial de manejo o en su informe de seguridad, el Posible Empleador le notificará que se tomó la acción y que esta se basó total o parcialmente en este informe." },
    { kind: 'paragraph', text: "Cuando la solicitud de empleo se presenta por correo, por teléfono, por computadora o por otro medio similar, si el Posible Empleador usa información que obtenga de la FMCSA para decidir no darle el empleo o para tomar cualquier otra decisión de empleo adversa respecto de usted, el Posible Empleador debe darle, dentro de los tres días hábiles siguientes a la acción adversa, una notificación oral, escrita o electrónica de lo siguiente: que se tomó una acción adversa con base total o parcial en información obtenida de la FMCSA; el nombre, la dirección y el número de teléfono gratuito de la FMCSA; que la FMCSA no tomó la decisión de tomar la acción adversa y no puede darle las razones específicas por las que se tomó; y que usted puede, presentando una identificación adecuada, pedir una copia gratuita del informe y disputar ante la FMCSA la exactitud o la integridad de cualquier información o informe. Si usted le pide una copia de un registro de conductor al Posible Empleador que obtuvo el informe, entonces, dentro de los 3 días hábiles siguientes a la recepción de su solicitud, junto con una identificación adecuada, el Posible Empleador debe enviarle o entregarle una copia de su informe y un resumen de sus derechos conforme a la Ley de Informe Justo de Crédito." },
    { kind: 'paragraph', text: "Ni el Posible Empleador ni el contratista de la FMCSA que proporciona la información de choques y de seguridad tienen la capacidad de corregir datos de seguridad que parezcan incorrectos. Usted puede impugnar la exactitud de los datos presentando una solicitud en https://dataqs.fmcsa.dot.gov. Si impugna información de choques o de inspecciones reportada por un estado, la FMCSA no puede cambiar ni corregir esos datos. El sistema DataQs enviará su solicitud al estado que corresponda para que la resuelva." },
    { kind: 'paragraph', text: "Todo choque o inspección en que usted haya participado aparecerá en su informe del PSP. Como el informe del PSP no reporta, no asigna ni da a entender culpa, incluirá todos los choques de vehículos motorizados comerciales (Commercial Motor Vehicle, CMV) en los que usted fue conductor o conductor auxiliar y que se hayan reportado a la FMCSA, sin importar quién tuvo la culpa. De igual manera, todas las inspecciones, con o sin infracciones, aparecen en el informe del PSP. Las citaciones estatales relacionadas con infracciones de los Reglamentos Federales de Seguridad de Autotransportes (Federal Motor Carrier Safety Regulations, FMCSR) que haya resuelto un tribunal también aparecerán, y permanecerán, en el informe del PSP." },
    { kind: 'paragraph', text: "El Posible Empleador no puede obtener informes de antecedentes de la FMCSA sin su autorización." },
    { kind: 'heading', text: "AUTORIZACIÓN" },
    { kind: 'paragraph', text: "Si usted acepta que el Posible Empleador obtenga esos informes de antecedentes, lea lo siguiente y firme abajo:" },
    { kind: 'paragraph', text: "Autorizo a {carrierName} (\"Posible Empleador\") a acceder al sistema del Programa de Evaluación Previa al Empleo (Pre-Employment Screening Program, PSP) de la FMCSA para buscar información sobre mi historial de seguridad como conductor comercial e información sobre mi historial de inspecciones de seguridad. Entiendo que autorizo la divulgación de información sobre mi desempeño en materia de seguridad, incluidos los datos de choques de los cinco (5) años anteriores y el historial de inspecciones de los tres (3) años anteriores. Entiendo y reconozco que esta divulgación de información puede ayudar al Posible Empleador a determinar si soy apto como empleado." },
    { kind: 'paragraph', text: "Entiendo además que ni el Posible Empleador ni el contratista de la FMCSA que proporciona la información de choques y de seguridad tienen la capacidad de corregir datos de seguridad que parezcan incorrectos. Entiendo que puedo impugnar la exactitud de los datos presentando una solicitud en https://dataqs.fmcsa.dot.gov. Si impugno información de choques o de inspecciones reportada por un estado, la FMCSA no puede cambiar ni corregir esos datos. Entiendo que el sistema DataQs enviará mi solicitud al estado que corresponda para que la resuelva." },
    { kind: 'paragraph', text: "Entiendo que todo choque o inspección en que yo haya participado aparecerá en mi informe del PSP. Como el informe del PSP no reporta, no asigna ni da a entender culpa, reconozco que incluirá todos los choques de CMV en los que fui conductor o conductor auxiliar y que se hayan reportado a la FMCSA, sin importar quién tuvo la culpa. De igual manera, entiendo que todas las inspecciones, con o sin infracciones, aparecerán en mi informe del PSP, y que las citaciones estatales relacionadas con infracciones de los FMCSR que haya resuelto un tribunal también aparecerán, y permanecerán, en mi informe del PSP." },
    { kind: 'paragraph', text: "He leído la Divulgación sobre Informes de Antecedentes anterior que me entregó el Posible Empleador y entiendo que, si firmo esta Divulgación y Autorización, el Posible Empleador podrá obtener un informe de mi historial de choques y de inspecciones. Por la presente autorizo al Posible Empleador y a sus empleados, agentes autorizados o afiliadas a obtener la información autorizada arriba." },
    { kind: 'paragraph', text: "AVISO: NIC pone este formulario a disposición de los titulares de cuentas mensuales en nombre del Departamento de Transporte de los EE. UU., Administración Federal de Seguridad de Autotransportes (FMCSA). La ley federal exige que los titulares de cuenta obtengan el consentimiento escrito o electrónico del solicitante antes de acceder a su informe del PSP. Además, la FMCSA exige que los titulares de cuenta usen el texto de este formulario de Divulgación y Autorización para obtener el consentimiento del solicitante. El texto debe usarse completo y exactamente como se proporciona. Además, el texto de este formulario debe constituir un solo documento independiente. El texto NO puede incluirse junto con otros formularios de consentimiento ni con ningún otro texto." },
    { kind: 'paragraph', text: "AVISO: El concepto de posible empleo al que se refiere este formulario se basa en la definición de \"empleado\" (employee) que figura en 49 C.F.R. 383.5." },
    { kind: 'paragraph', text: "ÚLTIMA ACTUALIZACIÓN: 2/11/2016" },
  ],
};

export const CLEARINGHOUSE_LIMITED_QUERY_ES: ConsentText = {
  version: 'clearinghouse-limited-query/es/2026-11-25',
  consent: 'clearinghouse-limited-query',
  language: 'es',
  translates: CLEARINGHOUSE_LIMITED_QUERY.version,
  title: "Consentimiento para consultas limitadas del Drug and Alcohol Clearinghouse de la FMCSA",
  agree: "Doy mi consentimiento para estas consultas limitadas.",
  blocks: [
    { kind: 'paragraph', text: "El Drug and Alcohol Clearinghouse (centro de información sobre drogas y alcohol) de la FMCSA es una base de datos federal de las infracciones al programa de drogas y alcohol cometidas por titulares de licencias de conducir comerciales (CDL) y de permisos de aprendizaje comerciales. {carrierName} debe consultar el Clearinghouse por lo menos una vez al año sobre cada conductor que emplee y que esté sujeto a pruebas de drogas y alcohol (49 CFR 382.701(b))." },
    { kind: 'paragraph', text: "Doy mi consentimiento para que {carrierName}, {carrierAddress}, realice consultas limitadas sobre mí en el Clearinghouse, incluida la consulta anual que exige 49 CFR 382.701(b). Doy este consentimiento conforme a 49 CFR 382.703(a). Es válido mientras dure mi empleo con {carrierName}." },
    { kind: 'paragraph', text: "Entiendo que:" },
    { kind: 'list', items: [
        "Una consulta limitada solo le indica a {carrierName} si el Clearinghouse tiene información sobre mí. No divulga esa información.",
        "Si una consulta limitada muestra que el Clearinghouse tiene información sobre mí, {carrierName} debe realizar una consulta completa dentro de 24 horas. Una consulta completa requiere mi consentimiento específico, que doy electrónicamente dentro del Clearinghouse. Si la consulta completa no se realiza dentro de 24 horas, {carrierName} no debe permitirme realizar funciones sensibles para la seguridad, incluido manejar un vehículo motorizado comercial, hasta que una consulta completa muestre que mi registro en el Clearinghouse no contiene ninguna prohibición (49 CFR 382.701(b)(3), 382.703(b) y (d)).",
        "Si me niego a dar este consentimiento, {carrierName} no puede permitirme realizar funciones sensibles para la seguridad (49 CFR 382.703(c)).",
      ] },
    { kind: 'paragraph', text: "Este consentimiento no cubre la consulta completa previa al empleo. Antes de que yo pueda realizar funciones sensibles para la seguridad para {carrierName}, esta debe realizar una consulta completa en el Clearinghouse (49 CFR 382.701(a)). No puedo dar mi consentimiento para esa consulta en esta solicitud: lo doy electrónicamente dentro del propio Clearinghouse. {carrierName} me enviará allí una solicitud de consentimiento. Para verla y responderla, debo tener una cuenta registrada en el Clearinghouse, en clearinghouse.fmcsa.dot.gov. Si me niego a dar ese consentimiento, {carrierName} no puede permitirme realizar funciones sensibles para la seguridad (49 CFR 382.703(c))." },
  ],
};
