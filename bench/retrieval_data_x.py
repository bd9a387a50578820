"""DATA CARD: set X, a natural-history museum with its archive and research department.

Domain: the Ashcombe Museum of Natural History (a fictional charitable museum) as its staff
keep it in a knowledge store: collections and specimens, home exhibitions and the shows that
tour to partner venues, incoming and outgoing loans, acquisitions committee and board
meetings, condition incidents (pest outbreaks, humidity failures, transit damage, leaks),
research grants and field expeditions.

Folders (pages, kind page):
- people/curators, people/conservation, people/research, people/registrars, people/donors,
  people/lenders, people/expeditions, people/leadership (type person);
- companies/museums, companies/universities, companies/funders, companies/logistics
  (shippers and insurers), companies/fabricators, companies/labs (type company);
- collections (type concept: the collections), collections/specimens (type concept:
  specimens, casts and the objects lent to us), registry/loans (type concept: one page a loan);
- projects/exhibitions, projects/touring, projects/grants, projects/expeditions (type project);
- incidents (type note: condition incidents);
- meetings/acquisitions, meetings/board (type meeting).

Evidence (kind evidence, type source, under evidence/): loan agreements, condition reports,
accession records, grant and funding letters, insurance schedules, meeting minutes, press
coverage, field notebooks and a few registers (staff directory, partner register, ...), in
English, French, German, Spanish, Italian, Russian, Greek, Arabic, Japanese and Korean.
Every page cites evidence inline in its compiled truth; pages with dated evidence carry a
timeline whose entry ids are computed as docs/format.md says.

Relations (43 types, all frontmatter `relations` {type, target}; every target is repeated as
an inline page link, and each target page links back under "Linked from"):
reports_to, affiliated_with, stewarded_by, donated_by, part_of, owned_by, conserved_by,
treated_at, studied_by, collected_during, collected_by, cast_of, fabricated_by, led_by,
member_of, partnered_with, funded_by, curated_by, features, borrowed_from, sponsored_by,
adapted_from, tours_to, shipped_by, insured_by, awarded_by, principal_investigator, supports,
lender, borrower, covers, for_exhibition, handled_by, affected, occurred_during, occurred_at,
reported_by, remediated_by, claimed_on, chaired_by, attended_by, approved, reviewed.

About a fifth of the titles are in another script (Cyrillic, Greek, Arabic, Hebrew,
Devanagari, Chinese, Japanese, Korean) or Latin with diacritics; each such page carries a
plain-Latin alias.

Question kinds (Question.kind):
- lexical: names its answer by title or alias, as staff ask ("Thistle Mutual contact?");
- script: the same with a non-Latin or diacritic name, some asked in that language;
- hop: names one page and asks for the pages exactly one relation away (in the direction
  the question implies; a union of relation types where the wording covers several);
- hop2: names one page and asks for pages two relations away;
- paraphrase: describes the answer without naming it.
Hop and hop2 answers are computed from the relation graph, so the labels are every page the
question's relations reach; lexical, script and paraphrase labels are hand-checked (a
question about what a meeting decided, what an incident was or what a loan or grant says
also counts the minutes, condition report, agreement or award letter that records it).

The world is fixed; the seed only moves the hours of the timestamps and the order of the
documents and questions.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import unicodedata
from collections import Counter, defaultdict

from bench.retrieval_data import EvalSet, Question
from brain.toolkit.document import Document, parse_document

MUSEUM = "ashcombe-museum"

# --- people: (id, group, title, aliases, role, blurb) ---------------------------------------
PEOPLE = [
    # curators
    (
        "helena-marsh",
        "curators",
        "Helena Marsh",
        ["Dr Helena Marsh", "H. Marsh"],
        "Curator of Palaeontology",
        "Curator of Palaeontology since 2011, a marine-reptile specialist who keeps the "
        "ichthyosaur gallery and wrote the museum's fossil-collecting policy.",
    ),
    (
        "tobias-wren",
        "curators",
        "Tobias Wren",
        ["Toby Wren"],
        "Curator of Mammals",
        "Curator of Mammals; looks after the skeleton and skin stores in the Old Tannery and "
        "wrote the bid to remount the blue whale.",
    ),
    (
        "ingrid-solberg",
        "curators",
        "Ingrid Solberg",
        [],
        "Curator of Birds",
        "Curator of Birds, a Norwegian-trained ornithologist responsible for the mounted "
        "extinct birds, the egg cabinets and the study skins.",
    ),
    (
        "priya-raman",
        "curators",
        "प्रिया रामन",
        ["Priya Raman"],
        "Curator of Entomology",
        "Curator of Entomology; runs the insect cabinets and the pinned type material and "
        "leads the museum's insect fieldwork in Indonesia.",
    ),
    (
        "lucia-ferrandez",
        "curators",
        "Lucía Ferrández",
        ["Lucia Ferrandez"],
        "Curator of Marine Invertebrates",
        "Curator of Marine Invertebrates, in charge of the wet store, the deep-sea sponges "
        "and the glass teaching models.",
    ),
    (
        "oren-shalev",
        "curators",
        "אורן שלו",
        ["Oren Shalev"],
        "Curator of Minerals and Meteorites",
        "Curator of Minerals and Meteorites; an Israeli geochemist who took the museum's "
        "meteorite hunters into the desert of northern Chile.",
    ),
    (
        "lin-mei",
        "curators",
        "林梅",
        ["Lin Mei", "Mei Lin"],
        "Keeper of the Herbarium",
        "Keeper of the Herbarium; a botanist who oversees the pressed plant sheets and the "
        "digitisation studio.",
    ),
    (
        "kwame-asante",
        "curators",
        "Kwame Asante",
        [],
        "Curator of Human Origins",
        "Curator of Human Origins, responsible for the hominin cast collection and the "
        "gallery on human evolution.",
    ),
    (
        "sofia-andreou",
        "curators",
        "Σοφία Ανδρέου",
        ["Sofia Andreou"],
        "Head of Touring Exhibitions",
        "Head of Touring Exhibitions; packages home-grown shows for partner venues abroad and "
        "travels with them as courier.",
    ),
    (
        "gareth-pryce",
        "curators",
        "Gareth Pryce",
        [],
        "Exhibitions Curator",
        "Exhibitions Curator for temporary shows and gallery reopenings, working across all "
        "the collecting departments.",
    ),
    # conservators
    (
        "ruth-abernathy",
        "conservation",
        "Ruth Abernathy",
        [],
        "Head of Conservation",
        "Head of Conservation; manages the conservation studio and signs off every outgoing "
        "condition report.",
    ),
    (
        "jonas-eklund",
        "conservation",
        "Jonas Eklund",
        [],
        "Osteology Conservator",
        "Osteology conservator who cleans, consolidates and remounts large skeletons.",
    ),
    (
        "anais-delorme",
        "conservation",
        "Anaïs Delorme",
        ["Anais Delorme"],
        "Natural Science Conservator",
        "Natural-science conservator specialising in taxidermy, feathers, fur and study skins.",
    ),
    (
        "samuel-okoro",
        "conservation",
        "Samuel Okoro",
        [],
        "Preventive Conservator",
        "Preventive conservator: environmental monitoring, pest traps and the integrated pest "
        "management programme across the stores.",
    ),
    (
        "yuki-tanabe",
        "conservation",
        "田辺由紀",
        ["Yuki Tanabe"],
        "Paper Conservator",
        "Paper conservator trained in Tokyo, caring for herbarium sheets, labels and the "
        "archive's field notebooks.",
    ),
    (
        "fatima-benali",
        "conservation",
        "Fatima Zahra Benali",
        ["Fatima Benali"],
        "Fluid Collections Conservator",
        "Conservator for fluid-preserved specimens; tops up, re-seals and relabels the jars "
        "and tanks of the wet store.",
    ),
    (
        "miroslav-dvorak",
        "conservation",
        "Miroslav Dvořák",
        ["Miroslav Dvorak"],
        "Geology and Glass Conservator",
        "Conservator of geological material and glass, from meteorites and pyritic fossils to "
        "fragile glass models.",
    ),
    (
        "claire-holloway",
        "conservation",
        "Claire Holloway",
        [],
        "Freelance Mountmaker",
        "Freelance mountmaker and conservator contracted for suspended skeletons and large "
        "fossil mounts.",
    ),
    # researchers
    (
        "ethan-cole",
        "research",
        "Ethan Cole",
        ["Dr Ethan Cole"],
        "Research Associate",
        "Vertebrate palaeontologist who CT-scans ichthyosaur skulls to study how their "
        "braincases grew.",
    ),
    (
        "anneliese-voigt",
        "research",
        "Anneliese Voigt",
        ["Prof. Voigt"],
        "Research Associate",
        "Professor of palaeobiology working on the origin of birds and feathered dinosaurs.",
    ),
    (
        "park-jiwoo",
        "research",
        "박지우",
        ["Park Ji-woo", "Ji-woo Park"],
        "Research Associate",
        "Beetle systematist who sequences DNA from old pinned insects.",
    ),
    (
        "noa-peretz",
        "research",
        "Noa Peretz",
        [],
        "Research Associate",
        "Desert geochemist studying evaporite minerals and salt crystals from hypersaline lakes.",
    ),
    (
        "arjun-mehta",
        "research",
        "अर्जुन मेहता",
        ["Arjun Mehta"],
        "Research Associate",
        "Palaeobotanist researching Jurassic ginkgo leaves and fossil plant cuticles.",
    ),
    (
        "callum-reid",
        "research",
        "Callum Reid",
        [],
        "Research Associate",
        "Marine mammal biologist working on whale growth rates and bone histology.",
    ),
    (
        "svetlana-orlova",
        "research",
        "Светлана Орлова",
        ["Svetlana Orlova"],
        "Research Associate",
        "Quaternary palaeontologist studying permafrost mammoths and Pleistocene megafauna.",
    ),
    (
        "marcus-bell",
        "research",
        "Marcus Bell",
        [],
        "Research Associate",
        "Cosmochemist who dates meteorites and traces their trade history through dealers' "
        "ledgers.",
    ),
    (
        "hana-sato",
        "research",
        "Hana Sato",
        [],
        "Research Associate",
        "Meteorite researcher and the local coordinator for the Japanese leg of the meteorite "
        "tour.",
    ),
    (
        "olumide-adeyemi",
        "research",
        "Olumide Adeyemi",
        [],
        "Research Associate",
        "Ancient-DNA geneticist extracting genomes from extinct animals in museum collections.",
    ),
    (
        "elif-yildiz",
        "research",
        "Elif Yıldız",
        ["Elif Yildiz"],
        "Research Associate",
        "Historian of science writing about nineteenth-century glass models of sea creatures "
        "and the workshop that made them.",
    ),
    (
        "rosa-quintero",
        "research",
        "Rosa Quintero",
        [],
        "Research Associate",
        "Chilean palaeontologist specialising in ground sloths and Patagonian cave deposits.",
    ),
    # registrars
    (
        "beatrice-lowe",
        "registrars",
        "Beatrice Lowe",
        [],
        "Head Registrar",
        "Head Registrar; keeps the accession register, signs loan agreements and manages "
        "indemnity paperwork.",
    ),
    (
        "daniel-achterberg",
        "registrars",
        "Daniel Achterberg",
        [],
        "Registrar",
        "Registrar for incoming loans from northern and central Europe and Siberia.",
    ),
    (
        "nadia-haddad",
        "registrars",
        "نادية حداد",
        ["Nadia Haddad"],
        "Registrar",
        "Registrar handling loans from the Mediterranean, Latin America and Japan, and the "
        "customs paperwork that comes with them.",
    ),
    (
        "tom-fairweather",
        "registrars",
        "Tom Fairweather",
        [],
        "Assistant Registrar",
        "Assistant Registrar responsible for outgoing loans, couriers and gallery object checks.",
    ),
    (
        "grace-nakamura",
        "registrars",
        "Grace Nakamura",
        [],
        "Loans Registrar",
        "Loans Registrar for Pacific and marine loans; coordinates crate movements with the "
        "carriers.",
    ),
    # donors
    (
        "cressida-vane",
        "donors",
        "Lady Cressida Vane",
        ["Cressida Vane"],
        "Donor",
        "Collector whose 1962 bequest of extinct and rare birds founded the bird collection.",
    ),
    (
        "dmitri-volkonsky",
        "donors",
        "Дмитрий Волконский",
        ["Dmitri Volkonsky"],
        "Donor",
        "Émigré collector whose family's Siberian and Bering Sea bones came to the museum by "
        "deed of gift in 1998.",
    ),
    (
        "chidi-okonkwo",
        "donors",
        "Chidi Okonkwo",
        [],
        "Donor",
        "Lagos-born engineer and amateur entomologist who gave his drawer of African goliath "
        "beetles.",
    ),
    (
        "margarethe-von-aue",
        "donors",
        "Margarethe von Aue",
        [],
        "Donor",
        "Descendant of a Dresden merchant family who gave the museum a set of "
        "nineteenth-century glass sea creatures.",
    ),
    (
        "edwin-hargreaves",
        "donors",
        "Edwin Hargreaves",
        [],
        "Donor",
        "Estate owner whose grandfather bought two Tasmanian tigers in Hobart in 1905; he "
        "gave them to the museum in 2019.",
    ),
    (
        "yasmin-al-rashid",
        "donors",
        "ياسمين الرشيد",
        ["Yasmin Al-Rashid"],
        "Donor",
        "Collector and science patron from Dubai who gave a fragment of a meteorite from the Moon.",
    ),
    (
        "percival-stone",
        "donors",
        "Percival Stone",
        [],
        "Donor",
        "Mining heir who gave an iron meteorite ploughed up on his family's farm and a carved "
        "Derbyshire fluorite vase.",
    ),
    (
        "agnes-fontaine",
        "donors",
        "Agnès Fontaine",
        ["Agnes Fontaine"],
        "Donor",
        "Retired schoolteacher from Lyon who gave a slab of fossil ginkgo leaves found by her "
        "father.",
    ),
    # lenders
    (
        "alastair-crombie",
        "lenders",
        "Sir Alastair Crombie",
        ["Alastair Crombie"],
        "Lender",
        "Private collector in the Scottish Borders who owns a complete moa skeleton.",
    ),
    (
        "ilse-brandauer",
        "lenders",
        "Ilse Brandauer",
        [],
        "Lender",
        "Viennese collector of Baltic amber with insects and spiders trapped inside.",
    ),
    (
        "victor-lam",
        "lenders",
        "Victor Lam",
        [],
        "Lender",
        "Hong Kong collector of tektites and other impact glass.",
    ),
    (
        "roberto-salcedo",
        "lenders",
        "Roberto Salcedo",
        [],
        "Lender",
        "Chilean landowner whose family keeps a piece of ground-sloth hide found in a cave on "
        "their estate.",
    ),
    (
        "hiroshi-kanda",
        "lenders",
        "神田浩",
        ["Hiroshi Kanda"],
        "Lender",
        "Osaka collector whose trilobite cabinet is one of the largest in private hands in Japan.",
    ),
    (
        "penelope-marchetti",
        "lenders",
        "Penelope Marchetti",
        [],
        "Lender",
        "Florentine owner of a pair of Victorian folding screens set with butterflies.",
    ),
    # field expedition members
    (
        "felix-abara",
        "expeditions",
        "Felix Abara",
        [],
        "Field Officer",
        "Field Officer for the research department: organises permits, vehicles and camps, "
        "and runs the fossil-prospecting seasons.",
    ),
    (
        "maya-thornton",
        "expeditions",
        "Maya Thornton",
        [],
        "Field Entomologist",
        "Field entomologist and PhD student who runs the light traps on survey nights.",
    ),
    (
        "arash-karimi",
        "expeditions",
        "Arash Karimi",
        [],
        "Field Technician",
        "Field technician and photographer on collecting trips.",
    ),
    (
        "lena-hofstetter",
        "expeditions",
        "Lena Hofstetter",
        [],
        "Fossil Preparator",
        "Fossil preparator who plasters field jackets and excavates in the field.",
    ),
    (
        "pavel-sokolov",
        "expeditions",
        "Павел Соколов",
        ["Pavel Sokolov"],
        "Field Zoologist",
        "Boat skipper and zoologist, fieldworker on the Kamchatka coast.",
    ),
    (
        "isabel-duarte",
        "expeditions",
        "Isabel Duarte",
        [],
        "Field Geologist",
        "Cave surveyor and geologist who maps caves and meteorite strewn fields.",
    ),
    (
        "tariq-osman",
        "expeditions",
        "Tariq Osman",
        [],
        "Field Geologist",
        "Desert logistics specialist and field geologist.",
    ),
    (
        "eleni-katsarou",
        "expeditions",
        "Ελένη Κατσάρου",
        ["Eleni Katsarou"],
        "Field Geologist",
        "Geologist and meteorite hunter who also looks after the galleries of her home museum "
        "on Crete.",
    ),
    # leadership
    (
        "miriam-ashdown",
        "leadership",
        "Miriam Ashdown",
        ["Dr Miriam Ashdown", "the Director"],
        "Director",
        "Director of the museum since 2017.",
    ),
    (
        "rupert-kingsley",
        "leadership",
        "Rupert Kingsley",
        [],
        "Deputy Director",
        "Deputy Director and Head of Research, overseeing fieldwork, the archive and visiting "
        "researchers.",
    ),
    (
        "nigel-haverstock",
        "leadership",
        "Sir Nigel Haverstock",
        ["Nigel Haverstock"],
        "Chair of Trustees",
        "Chair of the Board of Trustees.",
    ),
    (
        "amelia-rhys",
        "leadership",
        "Amelia Rhys",
        [],
        "Trustee",
        "Trustee who chairs the Acquisitions Committee, the body that decides what the museum "
        "collects.",
    ),
    (
        "fiona-mackay",
        "leadership",
        "Fiona Mackay",
        [],
        "Head of Collections",
        "Head of Collections and line manager of the curators, the conservation studio and "
        "the registry.",
    ),
]
STAFF_GROUPS = {"curators", "conservation", "registrars", "leadership"}

# --- companies: (id, group, title, aliases, category, blurb) -------------------------------
COMPANIES = [
    (
        MUSEUM,
        "museums",
        "Ashcombe Museum of Natural History",
        ["Ashcombe Museum", "AMNH"],
        "our museum",
        "Our own museum: a charitable natural-history museum on Castle Street, with research "
        "stores and the archive in the Old Tannery building.",
    ),
    (
        "museum-rochefort",
        "museums",
        "Muséum de Rochefort-sur-Loire",
        ["Rochefort Museum", "Museum de Rochefort-sur-Loire"],
        "partner museum",
        "Regional museum on the Loire housed in a former rope-works; a European touring venue.",
    ),
    (
        "naturkundemuseum-kassel",
        "museums",
        "Naturkundemuseum Kassel-Wilhelmshöhe",
        ["Kassel Natural History Museum", "Naturkundemuseum Kassel-Wilhelmshohe"],
        "partner museum",
        "German state museum known for its cast of the urvogel; both a lender and a touring venue.",
    ),
    (
        "museum-tomsk",
        "museums",
        "Томский музей естествознания",
        ["Tomsk Museum of Natural Science"],
        "partner museum",
        "Siberian museum holding permafrost finds, including a frozen mammoth calf.",
    ),
    (
        "museum-chania",
        "museums",
        "Μουσείο Φυσικής Ιστορίας Χανίων",
        ["Chania Natural History Museum"],
        "partner museum",
        "Cretan museum holding the island's dwarf elephant and deer fossils; a Mediterranean "
        "venue for touring shows.",
    ),
    (
        "sapporo-annex",
        "museums",
        "国立自然史博物館札幌分館",
        ["Sapporo Natural History Annex", "Sapporo Annex"],
        "partner museum",
        "Hokkaido branch of a Japanese national museum with a deep-sea fish gallery and a "
        "meteorite hall.",
    ),
    (
        "museo-valdivia",
        "museums",
        "Museo de Ciencias Naturales de Valdivia",
        ["Valdivia Museum"],
        "partner museum",
        "Southern Chilean museum and our field partner for cave and desert work.",
    ),
    (
        "peabody-lowell",
        "museums",
        "Peabody-Lowell Museum",
        ["PLM", "Peabody-Lowell"],
        "partner museum",
        "New England university museum and our North American venue.",
    ),
    (
        "otepoti-museum",
        "museums",
        "Whare Taonga o Ōtepoti",
        ["Otepoti Natural Heritage Museum", "Dunedin Natural Heritage Museum"],
        "partner museum",
        "New Zealand museum caring for native bird collections under iwi guidance.",
    ),
    (
        "museu-coimbra",
        "museums",
        "Museu de História Natural de Coimbra-Mondego",
        ["Coimbra Natural History Museum", "Museu de Historia Natural de Coimbra-Mondego"],
        "partner museum",
        "Portuguese university museum in a former Jesuit college.",
    ),
    (
        "busan-hall",
        "museums",
        "국립자연사관 부산",
        ["Busan National Natural History Hall", "Busan Hall"],
        "partner museum",
        "Korean national natural-history hall on the Busan waterfront.",
    ),
    (
        "farnley-university",
        "universities",
        "Farnley University",
        ["Farnley"],
        "university",
        "University with a strong earth-sciences department and a micro-CT facility.",
    ),
    (
        "tarrow-bay-university",
        "universities",
        "University of Tarrow Bay",
        ["UTB"],
        "university",
        "Coastal university with a marine biology station.",
    ),
    (
        "universitat-greifsberg",
        "universities",
        "Universität Greifsberg",
        ["Universitat Greifsberg", "University of Greifsberg"],
        "university",
        "German university with a palaeobiology chair and a history of science institute.",
    ),
    (
        "seoul-natural-sciences",
        "universities",
        "서울자연과학대학교",
        ["Seoul University of Natural Sciences", "SUNS"],
        "university",
        "Korean university with an insect genomics laboratory.",
    ),
    (
        "galil-institute",
        "universities",
        "מכון גליל לחקר המדבר",
        ["Galil Institute for Desert Research"],
        "university",
        "Israeli research institute for desert geology and hypersaline lakes.",
    ),
    (
        "indian-fossil-institute",
        "universities",
        "भारतीय जीवाश्म अनुसंधान संस्थान",
        ["Indian Fossil Research Institute", "IFRI"],
        "university",
        "Indian research institute for fossil plants and palaeoclimate.",
    ),
    (
        "northmoor-college",
        "universities",
        "Northmoor College",
        [],
        "university",
        "Small college with a cosmochemistry laboratory and noble-gas mass spectrometers.",
    ),
    (
        "halloran-trust",
        "funders",
        "Halloran Trust",
        [],
        "funder",
        "Charitable trust funding palaeontology, fieldwork and big gallery projects.",
    ),
    (
        "wexcombe-foundation",
        "funders",
        "Wexcombe Foundation for Science",
        ["Wexcombe Foundation"],
        "funder",
        "Science foundation giving research grants, fieldwork awards and exhibition sponsorship.",
    ),
    (
        "heritage-grants-council",
        "funders",
        "Heritage Grants Council",
        ["HGC"],
        "funder",
        "Public body distributing heritage capital and digitisation money.",
    ),
    (
        "fondation-berangere-masse",
        "funders",
        "Fondation Bérangère Massé",
        ["Fondation Berangere Masse", "Masse Foundation"],
        "funder",
        "Paris foundation supporting the decorative arts of science and Latin American fieldwork.",
    ),
    (
        "marlow-energy",
        "funders",
        "Marlow Energy Community Fund",
        ["Marlow Energy"],
        "funder",
        "Corporate sponsorship fund of a regional energy company.",
    ),
    (
        "nakheel-foundation",
        "funders",
        "مؤسسة النخيل للعلوم",
        ["Al-Nakheel Science Foundation"],
        "funder",
        "Gulf science foundation with a programme on meteorites and desert science.",
    ),
    (
        "elsmere-foundation",
        "funders",
        "Elsmere Family Foundation",
        [],
        "funder",
        "Family foundation funding collections care, birds and small expeditions.",
    ),
    (
        "caldwell-logistics",
        "logistics",
        "Caldwell Fine Art Logistics",
        ["Caldwell"],
        "shipper",
        "Fine-art shipper with climate-controlled trucks and a frozen-cargo service.",
    ),
    (
        "meridian-crate",
        "logistics",
        "Meridian Crate & Climate",
        ["Meridian Crate and Climate", "Meridian"],
        "shipper",
        "Crate builder and carrier for fragile loans, sea and air.",
    ),
    (
        "hokuto-transport",
        "logistics",
        "北斗美術輸送",
        ["Hokuto Art Transport", "Hokuto"],
        "shipper",
        "Japanese fine-art carrier handling our loans to and from Japan and Korea.",
    ),
    (
        "transportes-ibericos",
        "logistics",
        "Transportes Ibéricos de Arte",
        ["Transportes Ibericos de Arte", "TIA"],
        "shipper",
        "Madrid art carrier for Iberian and Latin American loans.",
    ),
    (
        "blackfriars-underwriters",
        "logistics",
        "Blackfriars Fine Art Underwriters",
        ["Blackfriars"],
        "insurer",
        "London underwriter of nail-to-nail loan cover.",
    ),
    (
        "nordsee-versicherung",
        "logistics",
        "Nordsee Kunstversicherung AG",
        ["Nordsee Art Insurance", "Nordsee"],
        "insurer",
        "Hamburg art insurer covering loans from German-speaking and Russian lenders.",
    ),
    (
        "thistle-mutual",
        "logistics",
        "Thistle Mutual Heritage Insurance",
        ["Thistle Mutual"],
        "insurer",
        "Mutual insurer for heritage bodies, covering loans and in-house incidents.",
    ),
    (
        "oakhurst-exhibit-works",
        "fabricators",
        "Oakhurst Exhibit Works",
        ["Oakhurst"],
        "fabricator",
        "Exhibition builder for large showcases, walls and lighting.",
    ),
    (
        "plexus-mountmakers",
        "fabricators",
        "Plexus Mountmakers",
        ["Plexus"],
        "fabricator",
        "Mountmakers building acrylic and steel mounts for birds and small objects.",
    ),
    (
        "studio-vresova",
        "fabricators",
        "Studio Vřesová",
        ["Studio Vresova"],
        "fabricator",
        "Prague studio making glass-friendly showcases, casts and replicas.",
    ),
    (
        "redline-scenic",
        "fabricators",
        "Redline Scenic Fabrication",
        ["Redline"],
        "fabricator",
        "Scenic workshop for immersive sets and big reconstructions.",
    ),
    (
        "greyfriars-conservation",
        "labs",
        "Greyfriars Conservation Studio",
        ["Greyfriars"],
        "conservation lab",
        "Independent studio for paper, textiles and pest-damaged organics.",
    ),
    (
        "kessler-osteology-lab",
        "labs",
        "Kessler Osteology Lab",
        ["Kessler"],
        "conservation lab",
        "Specialist lab for bone consolidation and skeletal mounts.",
    ),
    (
        "atelier-rousseau",
        "labs",
        "Atelier de Conservation Rousseau",
        ["Atelier Rousseau"],
        "conservation lab",
        "Lyon workshop for glass and ceramic conservation.",
    ),
    (
        "farnley-fluid-lab",
        "labs",
        "Farnley Fluid Collections Lab",
        [],
        "conservation lab",
        "University lab that re-houses and re-fixes fluid-preserved specimens.",
    ),
]

# --- concepts, projects, notes: (id, folder, type, title, aliases, blurb) -------------------
OTHER_PAGES = [
    # collections
    (
        "palaeontology-collection",
        "collections",
        "concept",
        "Palaeontology Collection",
        ["fossil collection"],
        "About 60,000 fossils from the Jurassic coast, the Karoo and Patagonia, stored in the "
        "Old Tannery basement.",
    ),
    (
        "mammal-collection",
        "collections",
        "concept",
        "Mammal Collection",
        [],
        "Skeletons, skins and mounts of mammals, including the whale that hangs in the main hall.",
    ),
    (
        "vane-bequest-birds",
        "collections",
        "concept",
        "Vane Bequest Bird Collection",
        ["bird collection", "Vane Bequest"],
        "Mounted birds, study skins and eggs, strong in extinct species.",
    ),
    (
        "entomology-cabinets",
        "collections",
        "concept",
        "Entomology Cabinet Collection",
        ["insect collection"],
        "Around 400,000 pinned insects in mahogany cabinets, with type series from Indonesia.",
    ),
    (
        "marine-invertebrates",
        "collections",
        "concept",
        "Marine Invertebrate Collection",
        ["wet store", "spirit collection"],
        "Spirit-preserved molluscs, cephalopods and sponges, with glass teaching models.",
    ),
    (
        "mineral-meteorite-collection",
        "collections",
        "concept",
        "Minerals and Meteorites Collection",
        [],
        "Ore minerals, decorative stones and about 300 meteorites.",
    ),
    (
        "ashcombe-herbarium",
        "collections",
        "concept",
        "Ashcombe Herbarium",
        ["herbarium"],
        "Pressed plant sheets of Himalayan and British flora.",
    ),
    (
        "human-origins-casts",
        "collections",
        "concept",
        "Human Origins Cast Collection",
        [],
        "Research-grade casts of hominin fossils used for teaching and display.",
    ),
    (
        "volkonsky-collection",
        "collections",
        "concept",
        "Коллекция Волконского",
        ["Volkonsky Siberian Collection", "Volkonsky Collection"],
        "Bones of Ice Age and Bering Sea mammals gathered in Siberia before 1917.",
    ),
    # specimens and objects
    (
        "ashcombe-ichthyosaur",
        "collections/specimens",
        "concept",
        "Ashcombe Ichthyosaur",
        ["Temnodontosaurus AMNH-P-1187"],
        "Eight-metre Jurassic marine reptile dug out of the local cliffs in 1894; the museum's "
        "founding star, mounted on the gallery wall.",
    ),
    (
        "grey-lady-whale",
        "collections/specimens",
        "concept",
        "Grey Lady",
        ["Grey Lady blue whale", "blue whale skeleton"],
        "Skeleton of a 24-metre blue whale stranded in 1929, suspended above the main hall "
        "since 1931.",
    ),
    (
        "mammoth-calf-tasya",
        "collections/specimens",
        "concept",
        "Мамонтёнок Тася",
        ["Tasya the mammoth calf", "Tasya"],
        "Woolly mammoth calf recovered from the permafrost of the Indigirka with skin and hair "
        "preserved; kept frozen and owned by Tomsk.",
    ),
    (
        "thylacine-pair",
        "collections/specimens",
        "concept",
        "Thylacine Pair",
        ["Tasmanian tiger mounts", "thylacines"],
        "Two mounted Tasmanian tigers bought in Hobart in 1905.",
    ),
    (
        "dodo-composite",
        "collections/specimens",
        "concept",
        "Dodo Composite Skeleton",
        ["dodo skeleton"],
        "Skeleton of the Mauritian dodo assembled from the bones of several birds in the 1860s.",
    ),
    (
        "great-auk-egg",
        "collections/specimens",
        "concept",
        "Great Auk Egg",
        [],
        "A single egg of the flightless North Atlantic seabird that was hunted out by 1844.",
    ),
    (
        "passenger-pigeon-mount",
        "collections/specimens",
        "concept",
        "Passenger Pigeon Mount",
        [],
        "Mounted male passenger pigeon shot in Ohio in 1889.",
    ),
    (
        "kakapo-skins",
        "collections/specimens",
        "concept",
        "Kākāpō Study Skins",
        ["Kakapo study skins"],
        "Three study skins of the flightless night parrot, lent by the Ōtepoti museum.",
    ),
    (
        "goliath-beetle-drawer",
        "collections/specimens",
        "concept",
        "Goliath Beetle Drawer",
        ["goliath beetles"],
        "A drawer of 46 goliath beetles from Cameroon and Nigeria.",
    ),
    (
        "sulawesi-birdwing-series",
        "collections/specimens",
        "concept",
        "Sulawesi Birdwing Series",
        ["Troides birdwing series", "birdwing butterflies"],
        "Type series of a birdwing butterfly described from the 2018 survey.",
    ),
    (
        "giant-squid",
        "collections/specimens",
        "concept",
        "Giant Squid in Formalin",
        ["Archie", "Architeuthis tank"],
        "Seven-metre giant squid caught off the Falklands in 2004, displayed in a tank of "
        "fixative.",
    ),
    (
        "blaschka-glass",
        "collections/specimens",
        "concept",
        "Blaschka Glass Invertebrates",
        ["Blaschka models", "glass sea creatures"],
        "About 120 glass models of jellyfish, anemones and octopus made in Dresden in the 1870s.",
    ),
    (
        "stonebarrow-iron",
        "collections/specimens",
        "concept",
        "Stonebarrow Iron Meteorite",
        ["Stonebarrow Iron"],
        "A 140-kilogram iron meteorite ploughed up on a Dorset farm in 1911.",
    ),
    (
        "sahara-meteorite",
        "collections/specimens",
        "concept",
        "نيزك الصحراء الكبرى",
        ["Great Sahara meteorite", "lunar meteorite fragment"],
        "Fragment of a meteorite blasted off the Moon and found in the western Sahara.",
    ),
    (
        "blue-john-vase",
        "collections/specimens",
        "concept",
        "Blue John Fluorite Vase",
        ["Blue John vase"],
        "Banded purple fluorite vase turned in Castleton around 1800.",
    ),
    (
        "darjeeling-orchids",
        "collections/specimens",
        "concept",
        "दार्जिलिंग ऑर्किड संग्रह",
        ["Darjeeling orchid sheets"],
        "Some 800 herbarium sheets of Himalayan orchids pressed by a tea planter in the 1880s.",
    ),
    (
        "ginkgo-fossil-slab",
        "collections/specimens",
        "concept",
        "银杏化石板",
        ["Ginkgo fossil slab"],
        "Jurassic siltstone slab covered in fan-shaped maidenhair-tree leaves.",
    ),
    (
        "heidelberg-skull-cast",
        "collections/specimens",
        "concept",
        "Heidelberg Skull Cast",
        ["Homo heidelbergensis cast"],
        "Research cast of a 600,000-year-old archaic human skull.",
    ),
    (
        "megalodon-jaw",
        "collections/specimens",
        "concept",
        "Megalodon Jaw Reconstruction",
        ["megalodon jaws"],
        "Reconstructed jaws of the giant extinct shark, built around 180 real fossil teeth.",
    ),
    (
        "archaeopteryx-cast-kassel",
        "collections/specimens",
        "concept",
        "Kassel Archaeopteryx Cast",
        ["urvogel cast"],
        "Museum-quality cast of the feathered Jurassic bird, owned by Kassel.",
    ),
    (
        "ammonite-slab",
        "collections/specimens",
        "concept",
        "Dactylioceras Ammonite Slab",
        ["ammonite wall"],
        "A two-metre slab packed with Whitby ammonites, prone to pyrite rot.",
    ),
    (
        "coelacanth-sapporo",
        "collections/specimens",
        "concept",
        "シーラカンス標本",
        ["Coelacanth specimen", "Sapporo coelacanth"],
        "Coelacanth caught off the Comoros in 1972, kept in a sealed tank; owned by the "
        "Sapporo annex.",
    ),
    (
        "snow-leopard-mount",
        "collections/specimens",
        "concept",
        "눈표범 박제",
        ["Snow leopard mount"],
        "Mounted snow leopard from the Busan hall, displayed in a sealed case.",
    ),
    (
        "dead-sea-halite",
        "collections/specimens",
        "concept",
        "גבישי מלח מים המלח",
        ["Dead Sea halite crystals"],
        "Cluster of salt crystals grown on a branch left in the Dead Sea.",
    ),
    (
        "cretan-elephant-bones",
        "collections/specimens",
        "concept",
        "Οστά νάνου ελέφαντα της Κρήτης",
        ["Cretan dwarf elephant bones"],
        "Bones of an island elephant that stood barely a metre tall, from a Cretan cave.",
    ),
    (
        "steller-sea-cow-rib",
        "collections/specimens",
        "concept",
        "Steller's Sea Cow Rib",
        [],
        "Dense rib of the giant sirenian hunted to extinction in the Bering Sea by 1768.",
    ),
    (
        "volkonsky-mammoth-tusk",
        "collections/specimens",
        "concept",
        "Volkonsky Mammoth Tusk",
        ["mammoth tusk"],
        "A 3.2-metre curved tusk from the Lena delta.",
    ),
    (
        "atlas-moth-series",
        "collections/specimens",
        "concept",
        "Atlas Moth Series",
        [],
        "Series of the giant saturniid moths caught at the 2018 light traps.",
    ),
    (
        "mylodon-claw",
        "collections/specimens",
        "concept",
        "Mylodon Claw",
        ["ground sloth claw"],
        "Claw core of a giant ground sloth from a Patagonian cave.",
    ),
    (
        "venus-flower-basket",
        "collections/specimens",
        "concept",
        "Venus's Flower Basket",
        ["Euplectella glass sponge"],
        "Lattice skeleton of a deep-sea glass sponge.",
    ),
    (
        "karoo-dicynodont-skull",
        "collections/specimens",
        "concept",
        "Karoo Dicynodont Skull",
        ["dicynodont skull"],
        "Tusked skull of a Permian plant-eating synapsid.",
    ),
    (
        "atacama-pallasite",
        "collections/specimens",
        "concept",
        "Atacama Pallasite Slice",
        ["pallasite slice"],
        "Polished slice of stony-iron meteorite with olive-green crystals.",
    ),
    (
        "kamchatka-otter-skull",
        "collections/specimens",
        "concept",
        "Kamchatka Sea Otter Skull",
        ["sea otter skull"],
        "Skull of a sea otter found on a beach near Ust-Kamchatsk.",
    ),
    (
        "crombie-moa",
        "collections/specimens",
        "concept",
        "Crombie Moa Skeleton",
        ["moa skeleton"],
        "Complete skeleton of a giant flightless New Zealand bird.",
    ),
    (
        "brandauer-amber",
        "collections/specimens",
        "concept",
        "Brandauer Amber Collection",
        ["Baltic amber inclusions"],
        "About 60 pieces of Baltic amber with trapped gnats, ants and spiders.",
    ),
    (
        "lam-tektites",
        "collections/specimens",
        "concept",
        "Lam Tektite Collection",
        ["tektites"],
        "Black glassy droplets from Southeast Asia, splashed out by an ancient impact.",
    ),
    (
        "salcedo-mylodon-hide",
        "collections/specimens",
        "concept",
        "Salcedo Mylodon Hide",
        ["ground sloth hide"],
        "Piece of ground-sloth skin studded with bony nodules, from a cave on the Salcedo estate.",
    ),
    (
        "kanda-trilobites",
        "collections/specimens",
        "concept",
        "神田三葉虫コレクション",
        ["Kanda trilobite cabinet"],
        "Moroccan and Bohemian trilobites from an Osaka collector's cabinet.",
    ),
    (
        "marchetti-butterfly-screens",
        "collections/specimens",
        "concept",
        "Marchetti Butterfly Screens",
        ["Victorian butterfly screens"],
        "Pair of folding screens set with pinned tropical butterflies.",
    ),
    (
        "ichthyosaur-touring-cast",
        "collections/specimens",
        "concept",
        "Ichthyosaur Touring Cast",
        ["ichthyosaur cast"],
        "Lightweight resin cast of the gallery ichthyosaur, made so that it can travel.",
    ),
    # expeditions
    (
        "karoo-fossil-survey",
        "projects/expeditions",
        "project",
        "Karoo Fossil Survey 2019",
        [],
        "Six-week prospecting season in the Eastern Cape for Permian fossils.",
    ),
    (
        "sulawesi-insect-survey",
        "projects/expeditions",
        "project",
        "Sulawesi Insect Survey 2018",
        [],
        "Light-trapping and canopy survey of butterflies and moths in central Sulawesi.",
    ),
    (
        "kamchatka-expedition",
        "projects/expeditions",
        "project",
        "Камчатская прибрежная экспедиция 2021",
        ["Kamchatka Coastal Expedition 2021"],
        "Boat-based beach survey of marine mammal remains on the east coast of Kamchatka.",
    ),
    (
        "atacama-meteorite-search",
        "projects/expeditions",
        "project",
        "Atacama Meteorite Search 2022",
        [],
        "Systematic search of desert pavement in northern Chile for meteorites.",
    ),
    (
        "patagonia-caves-expedition",
        "projects/expeditions",
        "project",
        "Expedición Cuevas de Patagonia 2023",
        ["Patagonia Caves Expedition 2023"],
        "Survey of dung layers and bones in the sloth caves near Última Esperanza.",
    ),
    # exhibitions
    (
        "deep-time",
        "projects/exhibitions",
        "project",
        "Deep Time: 500 Million Years of Life",
        ["Deep Time"],
        "Temporary show on the history of life, March 2022 to February 2023.",
    ),
    (
        "giants-ice-age",
        "projects/exhibitions",
        "project",
        "Giants of the Ice Age",
        [],
        "Blockbuster on mammoths, sloths and other megafauna, June 2023 to January 2024.",
    ),
    (
        "wings-lost-found",
        "projects/exhibitions",
        "project",
        "Wings: Birds Lost and Found",
        ["Wings"],
        "Show on extinct and rediscovered birds, October 2021 to June 2022.",
    ),
    (
        "ocean-glass",
        "projects/exhibitions",
        "project",
        "Ocean Glass",
        [],
        "Show pairing glass models with the real deep-sea animals, February to October 2023.",
    ),
    (
        "fallen-stars",
        "projects/exhibitions",
        "project",
        "Fallen Stars: Meteorites and Us",
        ["Fallen Stars"],
        "Show on meteorites and impacts, March to December 2023.",
    ),
    (
        "hidden-kingdom",
        "projects/exhibitions",
        "project",
        "Hidden Kingdom: The World of Insects",
        ["Hidden Kingdom"],
        "Family show on insects, October 2023 to June 2024.",
    ),
    (
        "extinct-endangered",
        "projects/exhibitions",
        "project",
        "Extinct & Endangered",
        ["Extinct and Endangered"],
        "Show on recent extinctions and species at risk, March to December 2024.",
    ),
    (
        "human-story",
        "projects/exhibitions",
        "project",
        "Our Human Story",
        [],
        "Permanent gallery on human evolution, opened November 2020.",
    ),
    (
        "whale-hall-reopening",
        "projects/exhibitions",
        "project",
        "Whale Hall Reopening",
        [],
        "Reopening of the main hall after the whale was remounted, April 2024.",
    ),
    (
        "vault-treasures",
        "projects/exhibitions",
        "project",
        "Treasures from the Vault",
        [],
        "Summer show of rarely seen stored objects, April to September 2021.",
    ),
    # touring shows
    (
        "mammoths-megafauna-tour",
        "projects/touring",
        "project",
        "Mammoths & Megafauna",
        ["Mammoths and Megafauna tour"],
        "Touring edition of the Ice Age show, February 2024 to 2025.",
    ),
    (
        "wings-europe-tour",
        "projects/touring",
        "project",
        "Ailes : oiseaux perdus et retrouvés",
        ["Wings Europe tour", "Ailes tour"],
        "European tour of the bird show, September 2022 to June 2023.",
    ),
    (
        "fallen-stars-asia",
        "projects/touring",
        "project",
        "落ちてきた星たち",
        ["Fallen Stars Asia tour"],
        "Asian tour of the meteorite show, April to December 2024.",
    ),
    (
        "ocean-glass-tour",
        "projects/touring",
        "project",
        "Ocean Glass on Tour",
        [],
        "Touring edition of Ocean Glass, February 2024 to February 2025.",
    ),
    (
        "deep-time-tour",
        "projects/touring",
        "project",
        "Deep Time Travelling Edition",
        [],
        "Touring edition of Deep Time built around a resin cast, May 2024 to 2025.",
    ),
    # grants
    (
        "grant-ichthyosaur-ct",
        "projects/grants",
        "project",
        "Ichthyosaur CT Scanning Grant",
        [],
        "Two-year grant for micro-CT scanning of the ichthyosaur skull.",
    ),
    (
        "grant-thylacine-dna",
        "projects/grants",
        "project",
        "Extinct Genomes Project",
        [],
        "Three-year grant to sequence genomes from extinct animals in the collection.",
    ),
    (
        "grant-herbarium-digitisation",
        "projects/grants",
        "project",
        "Herbarium Digitisation Programme",
        [],
        "Imaging and transcription of 40,000 herbarium sheets.",
    ),
    (
        "grant-meteorite-provenance",
        "projects/grants",
        "project",
        "منحة تتبع أصل النيازك",
        ["Meteorite Provenance Grant"],
        "Grant to trace where the museum's meteorites fell and who traded them.",
    ),
    (
        "grant-blaschka-fellowship",
        "projects/grants",
        "project",
        "Bourse Blaschka : histoire des modèles de verre",
        ["Blaschka Fellowship"],
        "Eighteen-month fellowship on the history of the glass models.",
    ),
    (
        "grant-pest-management",
        "projects/grants",
        "project",
        "Integrated Pest Management Upgrade",
        ["IPM grant"],
        "Grant for freezers, sticky traps and data loggers in the organic stores.",
    ),
    (
        "grant-whale-remount",
        "projects/grants",
        "project",
        "Grey Lady Remount Capital Grant",
        [],
        "Capital grant for cleaning and re-hanging the whale skeleton.",
    ),
    (
        "grant-beetle-genomics",
        "projects/grants",
        "project",
        "딱정벌레 유전체 공동연구",
        ["Beetle Genomics Collaboration"],
        "Joint project sequencing historic beetle and butterfly specimens.",
    ),
    # condition incidents
    (
        "inc-bird-store-beetles",
        "incidents",
        "note",
        "Carpet beetle outbreak in bird store B2",
        [],
        "Larvae of the varied carpet beetle were found grazing on feathers after a warm "
        "spring; forty skins were frozen at minus 30 degrees.",
    ),
    (
        "inc-kassel-humidity",
        "incidents",
        "note",
        "Humidity failure at Kassel during Mammoths & Megafauna",
        [],
        "The air-handling plant failed over a weekend and relative humidity climbed to 78 "
        "per cent; surface salts and a hairline split appeared.",
    ),
    (
        "inc-ichthyosaur-pyrite",
        "incidents",
        "note",
        "Pyrite decay in the Ashcombe Ichthyosaur",
        [],
        "Sulphurous dust and cracks in the ribs from pyrite oxidation, treated with ammonia "
        "gas and a low-humidity microclimate case.",
    ),
    (
        "inc-sapporo-crate-drop",
        "incidents",
        "note",
        "札幌搬入口での木箱落下",
        ["Sapporo crate drop"],
        "A crate slipped from a forklift at the loading bay and a chip came off the edge of "
        "the lunar meteorite.",
    ),
    (
        "inc-whale-bolt",
        "incidents",
        "note",
        "Grey Lady suspension bolt failure",
        [],
        "A corroded eyebolt sheared during the remount and the tail flukes dropped 30 cm onto "
        "the safety net.",
    ),
    (
        "inc-squid-formalin-leak",
        "incidents",
        "note",
        "Formalin leak from the giant squid tank",
        [],
        "A failed silicone seam let fixative seep into the gallery; the hall was evacuated and "
        "the tank resealed.",
    ),
    (
        "inc-birdwing-light-damage",
        "incidents",
        "note",
        "Light damage to the birdwing drawer",
        [],
        "Wing scales faded after a blind failed and sunlight reached the case for weeks.",
    ),
    (
        "inc-mammal-moth",
        "incidents",
        "note",
        "Webbing clothes moth in the mammal skin store",
        [],
        "Moth larvae and frass were found in the fur; the skins were frozen and the store "
        "deep-cleaned.",
    ),
    (
        "inc-blaschka-transit-crack",
        "incidents",
        "note",
        "Fissure d'un modèle Blaschka pendant le transport",
        ["Blaschka transit crack"],
        "A glass jellyfish arrived at the Coimbra venue with a crack in one tentacle; the "
        "crate's vibration damping was inadequate.",
    ),
    (
        "inc-herbarium-mould",
        "incidents",
        "note",
        "Mould on herbarium sheets after a roof leak",
        [],
        "Storm water came through the herbarium roof; 120 orchid sheets grew mould and were "
        "air-dried and cleaned.",
    ),
    (
        "inc-chania-dehumidifier",
        "incidents",
        "note",
        "Αστοχία αφυγραντήρα στα Χανιά",
        ["Chania dehumidifier failure"],
        "A dehumidifier failure in the gallery brought pyrite bloom on the ammonites and "
        "tide-marks on the base of the resin cast.",
    ),
    (
        "inc-snow-leopard-scratch",
        "incidents",
        "note",
        "Scratch on the snow leopard vitrine",
        [],
        "A visitor's ring scratched the case glass; the mount was checked and unharmed.",
    ),
]

# --- relations: "source type target target ..." ----------------------------------------------
RELATIONS = """
helena-marsh reports_to fiona-mackay
tobias-wren reports_to fiona-mackay
ingrid-solberg reports_to fiona-mackay
priya-raman reports_to fiona-mackay
lucia-ferrandez reports_to fiona-mackay
oren-shalev reports_to fiona-mackay
lin-mei reports_to fiona-mackay
kwame-asante reports_to fiona-mackay
gareth-pryce reports_to fiona-mackay
sofia-andreou reports_to rupert-kingsley
ruth-abernathy reports_to fiona-mackay
jonas-eklund reports_to ruth-abernathy
anais-delorme reports_to ruth-abernathy
samuel-okoro reports_to ruth-abernathy
yuki-tanabe reports_to ruth-abernathy
fatima-benali reports_to ruth-abernathy
miroslav-dvorak reports_to ruth-abernathy
beatrice-lowe reports_to fiona-mackay
daniel-achterberg reports_to beatrice-lowe
nadia-haddad reports_to beatrice-lowe
tom-fairweather reports_to beatrice-lowe
grace-nakamura reports_to beatrice-lowe
fiona-mackay reports_to miriam-ashdown
rupert-kingsley reports_to miriam-ashdown
felix-abara reports_to rupert-kingsley
miriam-ashdown reports_to nigel-haverstock
ethan-cole affiliated_with farnley-university
anneliese-voigt affiliated_with universitat-greifsberg
park-jiwoo affiliated_with seoul-natural-sciences
noa-peretz affiliated_with galil-institute
arjun-mehta affiliated_with indian-fossil-institute
callum-reid affiliated_with tarrow-bay-university
svetlana-orlova affiliated_with museum-tomsk
marcus-bell affiliated_with northmoor-college
hana-sato affiliated_with sapporo-annex
olumide-adeyemi affiliated_with farnley-university
elif-yildiz affiliated_with universitat-greifsberg
rosa-quintero affiliated_with museo-valdivia
maya-thornton affiliated_with farnley-university
arash-karimi affiliated_with tarrow-bay-university
lena-hofstetter affiliated_with universitat-greifsberg
pavel-sokolov affiliated_with museum-tomsk
isabel-duarte affiliated_with museo-valdivia
tariq-osman affiliated_with galil-institute
eleni-katsarou affiliated_with museum-chania
farnley-fluid-lab affiliated_with farnley-university
palaeontology-collection stewarded_by helena-marsh
mammal-collection stewarded_by tobias-wren
vane-bequest-birds stewarded_by ingrid-solberg
vane-bequest-birds donated_by cressida-vane
entomology-cabinets stewarded_by priya-raman
marine-invertebrates stewarded_by lucia-ferrandez
mineral-meteorite-collection stewarded_by oren-shalev
ashcombe-herbarium stewarded_by lin-mei
human-origins-casts stewarded_by kwame-asante
volkonsky-collection stewarded_by tobias-wren
volkonsky-collection donated_by dmitri-volkonsky
ashcombe-ichthyosaur part_of palaeontology-collection
ashcombe-ichthyosaur conserved_by jonas-eklund miroslav-dvorak
ashcombe-ichthyosaur treated_at kessler-osteology-lab
ashcombe-ichthyosaur studied_by ethan-cole
grey-lady-whale part_of mammal-collection
grey-lady-whale conserved_by jonas-eklund claire-holloway
grey-lady-whale treated_at kessler-osteology-lab
grey-lady-whale studied_by callum-reid
mammoth-calf-tasya owned_by museum-tomsk
mammoth-calf-tasya studied_by svetlana-orlova
thylacine-pair part_of mammal-collection
thylacine-pair donated_by edwin-hargreaves
thylacine-pair conserved_by anais-delorme
thylacine-pair studied_by olumide-adeyemi
dodo-composite part_of vane-bequest-birds
dodo-composite conserved_by jonas-eklund
dodo-composite studied_by olumide-adeyemi
great-auk-egg part_of vane-bequest-birds
great-auk-egg conserved_by anais-delorme
passenger-pigeon-mount part_of vane-bequest-birds
passenger-pigeon-mount conserved_by anais-delorme
kakapo-skins owned_by otepoti-museum
goliath-beetle-drawer part_of entomology-cabinets
goliath-beetle-drawer donated_by chidi-okonkwo
goliath-beetle-drawer studied_by park-jiwoo
sulawesi-birdwing-series part_of entomology-cabinets
sulawesi-birdwing-series collected_during sulawesi-insect-survey
sulawesi-birdwing-series collected_by maya-thornton priya-raman
sulawesi-birdwing-series studied_by park-jiwoo
giant-squid part_of marine-invertebrates
giant-squid conserved_by fatima-benali
giant-squid treated_at farnley-fluid-lab
blaschka-glass part_of marine-invertebrates
blaschka-glass donated_by margarethe-von-aue
blaschka-glass conserved_by miroslav-dvorak
blaschka-glass treated_at atelier-rousseau
blaschka-glass studied_by elif-yildiz
stonebarrow-iron part_of mineral-meteorite-collection
stonebarrow-iron donated_by percival-stone
stonebarrow-iron studied_by marcus-bell
sahara-meteorite part_of mineral-meteorite-collection
sahara-meteorite donated_by yasmin-al-rashid
sahara-meteorite studied_by marcus-bell hana-sato
blue-john-vase part_of mineral-meteorite-collection
blue-john-vase donated_by percival-stone
blue-john-vase conserved_by miroslav-dvorak
darjeeling-orchids part_of ashcombe-herbarium
darjeeling-orchids conserved_by yuki-tanabe
darjeeling-orchids treated_at greyfriars-conservation
ginkgo-fossil-slab part_of palaeontology-collection
ginkgo-fossil-slab donated_by agnes-fontaine
ginkgo-fossil-slab studied_by arjun-mehta
heidelberg-skull-cast part_of human-origins-casts
megalodon-jaw part_of palaeontology-collection
megalodon-jaw fabricated_by redline-scenic
megalodon-jaw conserved_by claire-holloway
archaeopteryx-cast-kassel owned_by naturkundemuseum-kassel
archaeopteryx-cast-kassel studied_by anneliese-voigt
ammonite-slab part_of palaeontology-collection
ammonite-slab conserved_by miroslav-dvorak
coelacanth-sapporo owned_by sapporo-annex
coelacanth-sapporo conserved_by fatima-benali
snow-leopard-mount owned_by busan-hall
snow-leopard-mount conserved_by anais-delorme
dead-sea-halite part_of mineral-meteorite-collection
dead-sea-halite studied_by noa-peretz
cretan-elephant-bones owned_by museum-chania
steller-sea-cow-rib part_of volkonsky-collection
steller-sea-cow-rib conserved_by jonas-eklund
steller-sea-cow-rib studied_by callum-reid
volkonsky-mammoth-tusk part_of volkonsky-collection
volkonsky-mammoth-tusk studied_by svetlana-orlova
atlas-moth-series part_of entomology-cabinets
atlas-moth-series collected_during sulawesi-insect-survey
atlas-moth-series collected_by arash-karimi maya-thornton
mylodon-claw part_of palaeontology-collection
mylodon-claw collected_during patagonia-caves-expedition
mylodon-claw collected_by isabel-duarte felix-abara
mylodon-claw studied_by rosa-quintero
venus-flower-basket part_of marine-invertebrates
karoo-dicynodont-skull part_of palaeontology-collection
karoo-dicynodont-skull collected_during karoo-fossil-survey
karoo-dicynodont-skull collected_by lena-hofstetter tariq-osman
atacama-pallasite part_of mineral-meteorite-collection
atacama-pallasite collected_during atacama-meteorite-search
atacama-pallasite collected_by eleni-katsarou isabel-duarte
atacama-pallasite studied_by marcus-bell
kamchatka-otter-skull part_of mammal-collection
kamchatka-otter-skull collected_during kamchatka-expedition
kamchatka-otter-skull collected_by pavel-sokolov
crombie-moa owned_by alastair-crombie
brandauer-amber owned_by ilse-brandauer
lam-tektites owned_by victor-lam
salcedo-mylodon-hide owned_by roberto-salcedo
salcedo-mylodon-hide studied_by rosa-quintero
kanda-trilobites owned_by hiroshi-kanda
marchetti-butterfly-screens owned_by penelope-marchetti
ichthyosaur-touring-cast part_of palaeontology-collection
ichthyosaur-touring-cast cast_of ashcombe-ichthyosaur
ichthyosaur-touring-cast fabricated_by studio-vresova
karoo-fossil-survey led_by felix-abara
karoo-fossil-survey partnered_with farnley-university
karoo-fossil-survey funded_by halloran-trust
lena-hofstetter member_of karoo-fossil-survey patagonia-caves-expedition
tariq-osman member_of karoo-fossil-survey atacama-meteorite-search
arash-karimi member_of karoo-fossil-survey sulawesi-insect-survey
sulawesi-insect-survey led_by priya-raman
sulawesi-insect-survey partnered_with seoul-natural-sciences
sulawesi-insect-survey funded_by wexcombe-foundation
maya-thornton member_of sulawesi-insect-survey kamchatka-expedition
kamchatka-expedition led_by tobias-wren
kamchatka-expedition partnered_with museum-tomsk
kamchatka-expedition funded_by elsmere-foundation
pavel-sokolov member_of kamchatka-expedition
atacama-meteorite-search led_by oren-shalev
atacama-meteorite-search partnered_with museo-valdivia galil-institute
atacama-meteorite-search funded_by nakheel-foundation
eleni-katsarou member_of atacama-meteorite-search
isabel-duarte member_of atacama-meteorite-search patagonia-caves-expedition
patagonia-caves-expedition led_by felix-abara
patagonia-caves-expedition partnered_with museo-valdivia
patagonia-caves-expedition funded_by fondation-berangere-masse
deep-time curated_by helena-marsh
deep-time features ashcombe-ichthyosaur ammonite-slab ginkgo-fossil-slab karoo-dicynodont-skull
deep-time sponsored_by marlow-energy
deep-time fabricated_by oakhurst-exhibit-works
giants-ice-age curated_by tobias-wren helena-marsh
giants-ice-age features volkonsky-mammoth-tusk steller-sea-cow-rib mylodon-claw
giants-ice-age sponsored_by halloran-trust heritage-grants-council
giants-ice-age fabricated_by redline-scenic
wings-lost-found curated_by ingrid-solberg
wings-lost-found features dodo-composite great-auk-egg passenger-pigeon-mount
wings-lost-found sponsored_by elsmere-foundation
wings-lost-found fabricated_by plexus-mountmakers
ocean-glass curated_by lucia-ferrandez
ocean-glass features blaschka-glass venus-flower-basket giant-squid
ocean-glass sponsored_by fondation-berangere-masse
ocean-glass fabricated_by studio-vresova
fallen-stars curated_by oren-shalev
fallen-stars features stonebarrow-iron sahara-meteorite atacama-pallasite
fallen-stars sponsored_by nakheel-foundation wexcombe-foundation
fallen-stars fabricated_by oakhurst-exhibit-works
hidden-kingdom curated_by priya-raman
hidden-kingdom features goliath-beetle-drawer sulawesi-birdwing-series atlas-moth-series
hidden-kingdom sponsored_by wexcombe-foundation
hidden-kingdom fabricated_by studio-vresova
extinct-endangered curated_by gareth-pryce tobias-wren
extinct-endangered features thylacine-pair passenger-pigeon-mount kamchatka-otter-skull
extinct-endangered sponsored_by marlow-energy
extinct-endangered fabricated_by redline-scenic
human-story curated_by kwame-asante
human-story features heidelberg-skull-cast
human-story sponsored_by heritage-grants-council
human-story fabricated_by plexus-mountmakers
whale-hall-reopening curated_by gareth-pryce
whale-hall-reopening features grey-lady-whale megalodon-jaw
whale-hall-reopening sponsored_by halloran-trust
whale-hall-reopening fabricated_by oakhurst-exhibit-works
vault-treasures curated_by gareth-pryce lin-mei
vault-treasures features darjeeling-orchids blue-john-vase great-auk-egg venus-flower-basket
vault-treasures sponsored_by elsmere-foundation
vault-treasures fabricated_by plexus-mountmakers
mammoths-megafauna-tour adapted_from giants-ice-age
mammoths-megafauna-tour curated_by sofia-andreou
mammoths-megafauna-tour tours_to museum-rochefort naturkundemuseum-kassel peabody-lowell
mammoths-megafauna-tour features volkonsky-mammoth-tusk steller-sea-cow-rib mylodon-claw
mammoths-megafauna-tour shipped_by caldwell-logistics
mammoths-megafauna-tour insured_by blackfriars-underwriters
wings-europe-tour adapted_from wings-lost-found
wings-europe-tour curated_by sofia-andreou ingrid-solberg
wings-europe-tour tours_to museum-rochefort museu-coimbra
wings-europe-tour features dodo-composite passenger-pigeon-mount
wings-europe-tour shipped_by transportes-ibericos
wings-europe-tour insured_by nordsee-versicherung
fallen-stars-asia adapted_from fallen-stars
fallen-stars-asia curated_by sofia-andreou oren-shalev
fallen-stars-asia tours_to sapporo-annex busan-hall
fallen-stars-asia features stonebarrow-iron sahara-meteorite
fallen-stars-asia shipped_by hokuto-transport
fallen-stars-asia insured_by thistle-mutual
ocean-glass-tour adapted_from ocean-glass
ocean-glass-tour curated_by sofia-andreou
ocean-glass-tour tours_to museu-coimbra museum-chania
ocean-glass-tour features blaschka-glass venus-flower-basket
ocean-glass-tour shipped_by meridian-crate
ocean-glass-tour insured_by blackfriars-underwriters
deep-time-tour adapted_from deep-time
deep-time-tour curated_by sofia-andreou
deep-time-tour tours_to museum-chania otepoti-museum
deep-time-tour features ichthyosaur-touring-cast ammonite-slab
deep-time-tour shipped_by meridian-crate
deep-time-tour insured_by thistle-mutual
grant-ichthyosaur-ct awarded_by wexcombe-foundation
grant-ichthyosaur-ct principal_investigator ethan-cole
grant-ichthyosaur-ct supports ashcombe-ichthyosaur
grant-thylacine-dna awarded_by halloran-trust
grant-thylacine-dna principal_investigator olumide-adeyemi
grant-thylacine-dna supports thylacine-pair dodo-composite
grant-herbarium-digitisation awarded_by heritage-grants-council
grant-herbarium-digitisation principal_investigator lin-mei
grant-herbarium-digitisation supports ashcombe-herbarium
grant-meteorite-provenance awarded_by nakheel-foundation
grant-meteorite-provenance principal_investigator marcus-bell
grant-meteorite-provenance supports mineral-meteorite-collection
grant-blaschka-fellowship awarded_by fondation-berangere-masse
grant-blaschka-fellowship principal_investigator elif-yildiz
grant-blaschka-fellowship supports blaschka-glass
grant-pest-management awarded_by elsmere-foundation
grant-pest-management principal_investigator samuel-okoro
grant-pest-management supports vane-bequest-birds mammal-collection entomology-cabinets
grant-whale-remount awarded_by heritage-grants-council
grant-whale-remount principal_investigator tobias-wren
grant-whale-remount supports grey-lady-whale
grant-beetle-genomics awarded_by wexcombe-foundation
grant-beetle-genomics principal_investigator park-jiwoo
grant-beetle-genomics supports goliath-beetle-drawer sulawesi-birdwing-series
inc-bird-store-beetles affected passenger-pigeon-mount kakapo-skins
inc-bird-store-beetles occurred_at ashcombe-museum
inc-bird-store-beetles reported_by samuel-okoro
inc-bird-store-beetles remediated_by anais-delorme greyfriars-conservation
inc-bird-store-beetles claimed_on thistle-mutual
inc-kassel-humidity affected steller-sea-cow-rib volkonsky-mammoth-tusk
inc-kassel-humidity occurred_during mammoths-megafauna-tour
inc-kassel-humidity occurred_at naturkundemuseum-kassel
inc-kassel-humidity reported_by sofia-andreou
inc-kassel-humidity remediated_by jonas-eklund
inc-kassel-humidity claimed_on blackfriars-underwriters
inc-ichthyosaur-pyrite affected ashcombe-ichthyosaur
inc-ichthyosaur-pyrite occurred_at ashcombe-museum
inc-ichthyosaur-pyrite reported_by helena-marsh
inc-ichthyosaur-pyrite remediated_by miroslav-dvorak kessler-osteology-lab
inc-sapporo-crate-drop affected sahara-meteorite
inc-sapporo-crate-drop occurred_during fallen-stars-asia
inc-sapporo-crate-drop occurred_at sapporo-annex
inc-sapporo-crate-drop reported_by hana-sato
inc-sapporo-crate-drop remediated_by miroslav-dvorak
inc-sapporo-crate-drop claimed_on thistle-mutual
inc-whale-bolt affected grey-lady-whale
inc-whale-bolt occurred_during whale-hall-reopening
inc-whale-bolt occurred_at ashcombe-museum
inc-whale-bolt reported_by jonas-eklund
inc-whale-bolt remediated_by claire-holloway kessler-osteology-lab
inc-squid-formalin-leak affected giant-squid
inc-squid-formalin-leak occurred_at ashcombe-museum
inc-squid-formalin-leak reported_by fatima-benali
inc-squid-formalin-leak remediated_by farnley-fluid-lab
inc-birdwing-light-damage affected sulawesi-birdwing-series
inc-birdwing-light-damage occurred_during hidden-kingdom
inc-birdwing-light-damage occurred_at ashcombe-museum
inc-birdwing-light-damage reported_by priya-raman
inc-birdwing-light-damage remediated_by samuel-okoro
inc-mammal-moth affected thylacine-pair
inc-mammal-moth occurred_at ashcombe-museum
inc-mammal-moth reported_by samuel-okoro
inc-mammal-moth remediated_by anais-delorme
inc-blaschka-transit-crack affected blaschka-glass
inc-blaschka-transit-crack occurred_during ocean-glass-tour
inc-blaschka-transit-crack occurred_at museu-coimbra
inc-blaschka-transit-crack reported_by sofia-andreou
inc-blaschka-transit-crack remediated_by atelier-rousseau
inc-blaschka-transit-crack claimed_on blackfriars-underwriters
inc-herbarium-mould affected darjeeling-orchids
inc-herbarium-mould occurred_at ashcombe-museum
inc-herbarium-mould reported_by lin-mei
inc-herbarium-mould remediated_by yuki-tanabe greyfriars-conservation
inc-chania-dehumidifier affected ammonite-slab ichthyosaur-touring-cast
inc-chania-dehumidifier occurred_during deep-time-tour
inc-chania-dehumidifier occurred_at museum-chania
inc-chania-dehumidifier reported_by eleni-katsarou
inc-chania-dehumidifier remediated_by miroslav-dvorak
inc-chania-dehumidifier claimed_on thistle-mutual
inc-snow-leopard-scratch affected snow-leopard-mount
inc-snow-leopard-scratch occurred_during extinct-endangered
inc-snow-leopard-scratch occurred_at ashcombe-museum
inc-snow-leopard-scratch reported_by tom-fairweather
inc-snow-leopard-scratch remediated_by anais-delorme
inc-snow-leopard-scratch claimed_on thistle-mutual
"""

# --- loans: (id, code, lender, borrower, object, exhibition, shipper, insurer, registrar,
#             start, end, condition) ---------------------------------------------------------
LOANS = [
    (
        "loan-in-tomsk-tasya",
        "IN-2023-04",
        "museum-tomsk",
        MUSEUM,
        "mammoth-calf-tasya",
        "giants-ice-age",
        "caldwell-logistics",
        "nordsee-versicherung",
        "daniel-achterberg",
        "2023-05-02",
        "2024-01-31",
        "The calf travels and is displayed frozen at minus 18 degrees, with a Tomsk courier at "
        "installation.",
    ),
    (
        "loan-in-crombie-moa",
        "IN-2023-05",
        "alastair-crombie",
        MUSEUM,
        "crombie-moa",
        "giants-ice-age",
        "meridian-crate",
        "blackfriars-underwriters",
        "beatrice-lowe",
        "2023-05-10",
        "2024-01-31",
        "The lender asked that the skeleton stay on its original Victorian iron armature.",
    ),
    (
        "loan-in-salcedo-hide",
        "IN-2023-06",
        "roberto-salcedo",
        MUSEUM,
        "salcedo-mylodon-hide",
        "giants-ice-age",
        "transportes-ibericos",
        "thistle-mutual",
        "nadia-haddad",
        "2023-05-22",
        "2024-01-31",
        "Relative humidity must stay between 45 and 55 per cent and light below 50 lux.",
    ),
    (
        "loan-in-chania-elephant",
        "IN-2023-07",
        "museum-chania",
        MUSEUM,
        "cretan-elephant-bones",
        "giants-ice-age",
        "meridian-crate",
        "blackfriars-underwriters",
        "nadia-haddad",
        "2023-05-29",
        "2024-01-31",
        "The bones travel in individually foam-cut drawers; Greek export licence attached.",
    ),
    (
        "loan-in-otepoti-kakapo",
        "IN-2021-08",
        "otepoti-museum",
        MUSEUM,
        "kakapo-skins",
        "wings-lost-found",
        "meridian-crate",
        "thistle-mutual",
        "grace-nakamura",
        "2021-09-14",
        "2022-06-30",
        "Handling follows the lender's tikanga protocol; the skins are not to be photographed "
        "for commercial use.",
    ),
    (
        "loan-in-lam-tektites",
        "IN-2023-02",
        "victor-lam",
        MUSEUM,
        "lam-tektites",
        "fallen-stars",
        "caldwell-logistics",
        "blackfriars-underwriters",
        "tom-fairweather",
        "2023-02-20",
        "2023-12-31",
        "Credit line: lent by Victor Lam, Hong Kong.",
    ),
    (
        "loan-in-brandauer-amber",
        "IN-2023-09",
        "ilse-brandauer",
        MUSEUM,
        "brandauer-amber",
        "hidden-kingdom",
        "caldwell-logistics",
        "nordsee-versicherung",
        "daniel-achterberg",
        "2023-09-18",
        "2024-06-30",
        "The amber must be shown under UV-filtered light and below 21 degrees.",
    ),
    (
        "loan-in-marchetti-screens",
        "IN-2023-10",
        "penelope-marchetti",
        MUSEUM,
        "marchetti-butterfly-screens",
        "hidden-kingdom",
        "meridian-crate",
        "blackfriars-underwriters",
        "grace-nakamura",
        "2023-09-25",
        "2024-06-30",
        "The screens are displayed closed to half-open only, never flat.",
    ),
    (
        "loan-in-kanda-trilobites",
        "IN-2022-03",
        "hiroshi-kanda",
        MUSEUM,
        "kanda-trilobites",
        "deep-time",
        "hokuto-transport",
        "thistle-mutual",
        "nadia-haddad",
        "2022-02-21",
        "2023-02-28",
        "Each trilobite keeps its Japanese cabinet label, shown beside an English one.",
    ),
    (
        "loan-in-kassel-archaeopteryx",
        "IN-2022-02",
        "naturkundemuseum-kassel",
        MUSEUM,
        "archaeopteryx-cast-kassel",
        "deep-time",
        "caldwell-logistics",
        "nordsee-versicherung",
        "daniel-achterberg",
        "2022-02-07",
        "2023-02-28",
        "The cast may not be moulded or scanned without written consent.",
    ),
    (
        "loan-in-busan-snow-leopard",
        "IN-2024-01",
        "busan-hall",
        MUSEUM,
        "snow-leopard-mount",
        "extinct-endangered",
        "hokuto-transport",
        "thistle-mutual",
        "tom-fairweather",
        "2024-02-19",
        "2024-12-31",
        "The mount stays in its own sealed case with an oxygen-scavenger cartridge.",
    ),
    (
        "loan-in-sapporo-coelacanth",
        "IN-2023-01",
        "sapporo-annex",
        MUSEUM,
        "coelacanth-sapporo",
        "ocean-glass",
        "hokuto-transport",
        "thistle-mutual",
        "grace-nakamura",
        "2023-01-16",
        "2023-10-31",
        "The tank travels drained to a damp pack and is refilled on site by our fluid conservator.",
    ),
    (
        "loan-out-farnley-ichthyosaur",
        "OUT-2022-01",
        MUSEUM,
        "farnley-university",
        "ashcombe-ichthyosaur",
        None,
        "caldwell-logistics",
        "blackfriars-underwriters",
        "beatrice-lowe",
        "2022-10-03",
        "2023-03-31",
        "Only the detached skull block travels, for micro-CT scanning; no sampling allowed.",
    ),
]

# --- meetings: (id, folder, title, date, chair, attendees, approved, reviewed, note) --------
MEETINGS = [
    (
        "acq-2018-11",
        "meetings/acquisitions",
        "Acquisitions Committee, November 2018",
        "2018-11-14",
        "amelia-rhys",
        ["priya-raman", "beatrice-lowe", "fiona-mackay"],
        ["goliath-beetle-drawer", "sulawesi-birdwing-series", "atlas-moth-series"],
        [],
        "Priya Raman presented the Okonkwo beetle gift and the first material from the "
        "Sulawesi light traps; the committee asked for the export permits to be filed with "
        "the register.",
    ),
    (
        "acq-2019-10",
        "meetings/acquisitions",
        "Acquisitions Committee, October 2019",
        "2019-10-09",
        "amelia-rhys",
        ["helena-marsh", "tobias-wren", "beatrice-lowe"],
        ["thylacine-pair", "karoo-dicynodont-skull"],
        [],
        "The committee accepted Edwin Hargreaves's offer of the two Tasmanian tigers after a "
        "provenance check, and the dicynodont skull from the spring field season.",
    ),
    (
        "acq-2020-06",
        "meetings/acquisitions",
        "Acquisitions Committee, June 2020",
        "2020-06-17",
        "amelia-rhys",
        ["oren-shalev", "lucia-ferrandez", "daniel-achterberg"],
        ["stonebarrow-iron", "blue-john-vase", "blaschka-glass"],
        [],
        "Held by video call during lockdown; the committee accepted two gifts from Percival "
        "Stone and the Dresden glass models from Margarethe von Aue.",
    ),
    (
        "acq-2021-12",
        "meetings/acquisitions",
        "Acquisitions Committee, December 2021",
        "2021-12-08",
        "amelia-rhys",
        ["tobias-wren", "oren-shalev", "nadia-haddad"],
        ["kamchatka-otter-skull", "sahara-meteorite"],
        [],
        "Accepted the sea otter skull from the Kamchatka beaches, subject to a CITES check, "
        "and Yasmin Al-Rashid's lunar meteorite.",
    ),
    (
        "acq-2022-09",
        "meetings/acquisitions",
        "Acquisitions Committee, September 2022",
        "2022-09-14",
        "amelia-rhys",
        ["helena-marsh", "oren-shalev", "tom-fairweather"],
        ["ginkgo-fossil-slab", "atacama-pallasite"],
        [],
        "Accepted Agnès Fontaine's fossil leaf slab and the stony-iron slice recovered in the "
        "Chilean desert.",
    ),
    (
        "acq-2023-05",
        "meetings/acquisitions",
        "Acquisitions Committee, May 2023",
        "2023-05-17",
        "amelia-rhys",
        ["helena-marsh", "sofia-andreou", "grace-nakamura"],
        ["mylodon-claw", "ichthyosaur-touring-cast"],
        [],
        "Accepted the Patagonian ground-sloth claw and the resin cast of the ichthyosaur made "
        "for travel.",
    ),
    (
        "acq-2024-03",
        "meetings/acquisitions",
        "Acquisitions Committee, March 2024",
        "2024-03-13",
        "miriam-ashdown",
        ["oren-shalev", "lin-mei", "beatrice-lowe"],
        ["dead-sea-halite"],
        [],
        "The Director chaired in Amelia Rhys's absence; the committee bought a cluster of salt "
        "crystals grown on a branch.",
    ),
    (
        "board-2020-09",
        "meetings/board",
        "Board of Trustees, September 2020",
        "2020-09-23",
        "nigel-haverstock",
        ["miriam-ashdown", "rupert-kingsley", "amelia-rhys", "lin-mei"],
        ["grant-herbarium-digitisation", "human-story"],
        ["inc-herbarium-mould"],
        "First trustees' meeting after reopening; accepted the digitisation offer, approved "
        "the human evolution gallery and noted the storm damage to the herbarium roof.",
    ),
    (
        "board-2021-03",
        "meetings/board",
        "Board of Trustees, March 2021",
        "2021-03-24",
        "nigel-haverstock",
        ["miriam-ashdown", "rupert-kingsley", "amelia-rhys", "ingrid-solberg"],
        ["wings-lost-found", "grant-thylacine-dna"],
        ["inc-mammal-moth"],
        "Trustees approved the bird exhibition, accepted the ancient-DNA award and heard about "
        "the moth outbreak in the skin store.",
    ),
    (
        "board-2022-07",
        "meetings/board",
        "Board of Trustees, July 2022",
        "2022-07-20",
        "nigel-haverstock",
        ["miriam-ashdown", "rupert-kingsley", "fiona-mackay", "samuel-okoro"],
        ["loan-out-farnley-ichthyosaur", "grant-pest-management"],
        ["inc-ichthyosaur-pyrite", "inc-bird-store-beetles"],
        "Trustees approved sending the ichthyosaur skull to Farnley for scanning and accepted "
        "the pest-management grant after the spring beetle outbreak.",
    ),
    (
        "board-2023-02",
        "meetings/board",
        "Board of Trustees, February 2023",
        "2023-02-22",
        "nigel-haverstock",
        ["miriam-ashdown", "rupert-kingsley", "amelia-rhys", "sofia-andreou"],
        ["mammoths-megafauna-tour", "fallen-stars-asia", "deep-time-tour", "grant-whale-remount"],
        ["inc-squid-formalin-leak"],
        "Trustees approved three touring shows for 2024 and the whale remount grant, and "
        "reviewed the fixative leak in the marine gallery.",
    ),
    (
        "board-2024-06",
        "meetings/board",
        "Board of Trustees, June 2024",
        "2024-06-19",
        "nigel-haverstock",
        ["miriam-ashdown", "fiona-mackay", "ruth-abernathy", "sofia-andreou"],
        ["grant-beetle-genomics"],
        [
            "inc-whale-bolt",
            "inc-blaschka-transit-crack",
            "inc-sapporo-crate-drop",
            "inc-snow-leopard-scratch",
        ],
        "A long incident review covering four incidents since February; trustees also "
        "approved the beetle genomics collaboration.",
    ),
    (
        "board-2024-11",
        "meetings/board",
        "Board of Trustees, November 2024",
        "2024-11-20",
        "amelia-rhys",
        ["miriam-ashdown", "rupert-kingsley", "fiona-mackay"],
        [],
        ["inc-kassel-humidity", "inc-chania-dehumidifier"],
        "Sir Nigel sent apologies and Amelia Rhys chaired; trustees reviewed the two humidity "
        "failures on tour and asked for a touring environmental standard.",
    ),
]

REL_PHRASES = {
    "reports_to": "Reports to {t}",
    "affiliated_with": "Affiliated with {t}",
    "stewarded_by": "Curator in charge: {t}",
    "donated_by": "Gift of {t}",
    "part_of": "Held in the {t}",
    "owned_by": "Owned by {t}",
    "conserved_by": "Conservation work by {t}",
    "treated_at": "Sent for treatment to {t}",
    "studied_by": "Studied by {t}",
    "collected_during": "Collected during the {t}",
    "collected_by": "Collected in the field by {t}",
    "cast_of": "Cast taken from the {t}",
    "fabricated_by": "Built by {t}",
    "led_by": "Led by {t}",
    "member_of": "Field team member on {t}",
    "partnered_with": "Run in partnership with {t}",
    "funded_by": "Funded by {t}",
    "curated_by": "Curated by {t}",
    "features": "Objects shown: {t}",
    "borrowed_from": "Includes loans from {t}",
    "sponsored_by": "Sponsored by {t}",
    "adapted_from": "Touring version of {t}",
    "tours_to": "Venues: {t}",
    "shipped_by": "Transport by {t}",
    "insured_by": "Insured with {t}",
    "awarded_by": "Awarded by {t}",
    "principal_investigator": "Principal investigator: {t}",
    "supports": "Supports work on {t}",
    "lender": "Lender: {t}",
    "borrower": "Borrower: {t}",
    "covers": "Object lent: {t}",
    "for_exhibition": "For the exhibition {t}",
    "handled_by": "Registrar in charge: {t}",
    "affected": "Objects affected: {t}",
    "occurred_during": "Happened during {t}",
    "occurred_at": "Location: {t}",
    "reported_by": "Reported by {t}",
    "remediated_by": "Remedial work by {t}",
    "claimed_on": "Insurance claim lodged with {t}",
    "chaired_by": "Chair: {t}",
    "attended_by": "Present: {t}",
    "approved": "Approved: {t}",
    "reviewed": "Incidents reviewed: {t}",
}

# --- hand-written evidence: (id, folder, title, ref, date, about, body, event) ---------------
EVIDENCE = [
    # condition reports
    (
        "ev-cr-2022-031",
        "evidence/condition-reports",
        "Condition report CR-2022-031: pest damage in bird store B2",
        "file:archive/conservation/CR-2022-031.pdf",
        "2022-05-12",
        "inc-bird-store-beetles passenger-pigeon-mount kakapo-skins samuel-okoro anais-delorme "
        "greyfriars-conservation",
        "Reported by Samuel Okoro after the monthly trap check in bird store B2. Live larvae of "
        "Anthrenus verbasci and cast skins on the breast feathers of the passenger pigeon mount "
        "and on two of the three kakapo study skins lent by Otepoti (loan IN-2021-08), which "
        "had been rotated off display into B2.\n\nAction: all forty skins bagged and frozen at "
        "minus 30 degrees for 72 hours by Anais Delorme; store vacuumed; Greyfriars "
        "Conservation Studio to re-secure loose feathers on the loaned skins. The lender has "
        "been told and a claim opened with Thistle Mutual.",
        "Carpet beetle damage recorded in store B2 (CR-2022-031).",
    ),
    (
        "ev-cr-2024-058",
        "evidence/condition-reports",
        "Condition report CR-2024-058: Mammoths & Megafauna at Kassel after a humidity excursion",
        "file:archive/conservation/CR-2024-058.pdf",
        "2024-08-19",
        "inc-kassel-humidity steller-sea-cow-rib volkonsky-mammoth-tusk sofia-andreou "
        "jonas-eklund naturkundemuseum-kassel",
        "Courier Sofia Andreou was called back to Kassel when the venue's air-handling plant "
        "failed between Friday night and Monday morning. Showcase loggers peaked at 78 per cent "
        "relative humidity.\n\nThe Volkonsky mammoth tusk shows a new hairline split along the "
        "growth layers; the Steller's sea cow rib has efflorescent salts on the cut end. Jonas "
        "Eklund travelled to consolidate the split and brush off the salts. Blackfriars "
        "notified the same day.",
        "Humidity excursion at Kassel assessed (CR-2024-058).",
    ),
    (
        "ev-cr-2021-044",
        "evidence/condition-reports",
        "Condition report CR-2021-044: Ashcombe Ichthyosaur, pyrite oxidation",
        "file:archive/conservation/CR-2021-044.pdf",
        "2021-11-08",
        "inc-ichthyosaur-pyrite ashcombe-ichthyosaur helena-marsh miroslav-dvorak "
        "kessler-osteology-lab",
        "Helena Marsh noticed yellow-white powder under ribs 14 to 19 and a smell of sulphur. "
        "Examination by Miroslav Dvorak confirmed pyrite oxidation with expansion cracks.\n\n"
        "Recommended: ammonia-gas neutralisation in a tent, consolidation of the ribs at Kessler "
        "Osteology Lab, and a sealed case held below 40 per cent relative humidity.",
        "Pyrite decay found in the ichthyosaur ribs (CR-2021-044).",
    ),
    (
        "ev-cr-2024-022",
        "evidence/condition-reports",
        "状態報告書 CR-2024-022:札幌分館搬入口での木箱落下",
        "file:archive/conservation/CR-2024-022-ja.pdf",
        "2024-04-16",
        "inc-sapporo-crate-drop sahara-meteorite hana-sato sapporo-annex hokuto-transport",
        "2024年4月16日、国立自然史博物館札幌分館の搬入口で、北斗美術輸送のフォークリフトから木箱1個が"
        "約40cm落下した。箱の中身はアシュコム自然史博物館所蔵の月隕石片(Great Sahara meteorite)で"
        "ある。\n\n開梱の結果、隕石の縁に長さ4mmの欠けを確認した。破片は回収済み。報告者:佐藤花"
        "(Hana Sato)。修復はミロスラフ・ドヴォルザーク(Miroslav Dvorak)が担当する。保険会社 "
        "Thistle Mutual に連絡済み。",
        "Crate dropped at the Sapporo loading bay (CR-2024-022).",
    ),
    (
        "ev-cr-2024-009",
        "evidence/condition-reports",
        "Condition report CR-2024-009: Grey Lady tail suspension failure",
        "file:archive/conservation/CR-2024-009.pdf",
        "2024-02-06",
        "inc-whale-bolt grey-lady-whale jonas-eklund claire-holloway kessler-osteology-lab",
        "During the remount Jonas Eklund heard a crack as the rear lifting frame took the load: "
        "a corroded 1931 eyebolt had sheared and the tail flukes dropped 30 cm onto the safety "
        "net. Two caudal vertebrae have fresh chips.\n\nAll old ironwork is to be replaced with "
        "stainless fittings designed by Claire Holloway; the chipped vertebrae go to Kessler "
        "Osteology Lab.",
        "Tail bolt failure during the whale remount (CR-2024-009).",
    ),
    (
        "ev-cr-2022-067",
        "evidence/condition-reports",
        "Condition report CR-2022-067: giant squid tank seam failure",
        "file:archive/conservation/CR-2022-067.pdf",
        "2022-09-21",
        "inc-squid-formalin-leak giant-squid fatima-benali farnley-fluid-lab",
        "Fatima Benali found fixative pooling under the squid tank at opening time. The gallery "
        "was closed and ventilated. The silicone seam at the lower left corner had failed and "
        "the level dropped 6 cm; the mantle tip was exposed and shows slight drying.\n\nFarnley "
        "Fluid Collections Lab will drain, reseal and refill the tank with fresh 4 per cent "
        "formaldehyde.",
        "Fixative leak found at the squid tank (CR-2022-067).",
    ),
    (
        "ev-cr-2024-003",
        "evidence/condition-reports",
        "Condition report CR-2024-003: birdwing drawer light exposure",
        "file:archive/conservation/CR-2024-003.pdf",
        "2024-01-15",
        "inc-birdwing-light-damage sulawesi-birdwing-series priya-raman samuel-okoro",
        "Priya Raman noticed that the green scales on the paratypes in the Hidden Kingdom "
        "showcase had paled. The roller blind over the east window had jammed open since "
        "December; the light logger shows up to 900 lux in the late morning.\n\nSamuel Okoro "
        "replaced the blind and fitted UV film; the drawer now rotates off display every four "
        "weeks.",
        "Faded birdwing scales found in Hidden Kingdom (CR-2024-003).",
    ),
    (
        "ev-cr-2021-012",
        "evidence/condition-reports",
        "Condition report CR-2021-012: moth activity in the mammal skin store",
        "file:archive/conservation/CR-2021-012.pdf",
        "2021-03-02",
        "inc-mammal-moth thylacine-pair samuel-okoro anais-delorme",
        "Webbing clothes moth larvae, silk tubes and frass were found in the belly fur of the "
        "male thylacine and on three fox skins in store M4. Samuel Okoro traced the outbreak to "
        "a wool blanket left in the store.\n\nAnais Delorme bagged and froze the thylacines and "
        "vacuumed the fur; fur loss on the male's flank is about 2 by 3 cm.",
        "Moth larvae found on the thylacines (CR-2021-012).",
    ),
    (
        "ev-cr-2024-031",
        "evidence/condition-reports",
        "Constat d'état CR-2024-031 : méduse Blaschka fissurée à Coimbra",
        "file:archive/conservation/CR-2024-031-fr.pdf",
        "2024-03-11",
        "inc-blaschka-transit-crack blaschka-glass sofia-andreou atelier-rousseau museu-coimbra "
        "meridian-crate",
        "À l'ouverture de la caisse n° 7 au Museu de História Natural de Coimbra-Mondego, la "
        "convoyeuse Sofia Andreou a constaté une fissure de 11 mm sur un tentacule de la méduse "
        "en verre (modèle Blaschka n° 243).\n\nLes enregistreurs de choc indiquent des "
        "vibrations répétées pendant le trajet routier de Meridian Crate & Climate ; la mousse "
        "d'amortissement était trop rigide. La pièce est confiée à l'Atelier de Conservation "
        "Rousseau à Lyon pour collage. Déclaration de sinistre transmise à Blackfriars Fine Art "
        "Underwriters.",
        "Cracked glass jellyfish found on unpacking at Coimbra (CR-2024-031).",
    ),
    (
        "ev-cr-2020-006",
        "evidence/condition-reports",
        "Condition report CR-2020-006: herbarium roof leak and mould",
        "file:archive/conservation/CR-2020-006.pdf",
        "2020-02-17",
        "inc-herbarium-mould darjeeling-orchids lin-mei yuki-tanabe greyfriars-conservation",
        "After Storm Dennis, Lin Mei found water dripping through the herbarium roof onto "
        "cabinet H12. About 120 of the Darjeeling orchid sheets were damp and showed grey mould "
        "within four days.\n\nYuki Tanabe air-dried the sheets between blotters; Greyfriars "
        "Conservation Studio cleaned the mould under extraction. Roof repair ordered by Estates.",
        "Storm water and mould in the herbarium (CR-2020-006).",
    ),
    (
        "ev-cr-2024-047",
        "evidence/condition-reports",
        "Έκθεση κατάστασης CR-2024-047: βλάβη αφυγραντήρα στα Χανιά",
        "file:archive/conservation/CR-2024-047-el.pdf",
        "2024-07-09",
        "inc-chania-dehumidifier ammonite-slab ichthyosaur-touring-cast eleni-katsarou "
        "miroslav-dvorak museum-chania",
        "Η Ελένη Κατσάρου του Μουσείου Φυσικής Ιστορίας Χανίων ανέφερε ότι ο αφυγραντήρας της "
        "αίθουσας σταμάτησε για τέσσερις ημέρες κατά τη διάρκεια της έκθεσης Deep Time "
        "Travelling Edition. Η σχετική υγρασία έφτασε το 72%.\n\nΣτην πλάκα αμμωνιτών "
        "(Dactylioceras) εμφανίστηκε άνθηση πυρίτη και στη βάση του ρητινούχου εκμαγείου "
        "ιχθυόσαυρου σημάδια νερού. Ο συντηρητής Miroslav Dvorak ταξιδεύει στα Χανιά. "
        "Ενημερώθηκε η ασφαλιστική Thistle Mutual.",
        "Dehumidifier failure reported from Chania (CR-2024-047).",
    ),
    (
        "ev-cr-2024-040",
        "evidence/condition-reports",
        "Condition report CR-2024-040: snow leopard vitrine scratch",
        "file:archive/conservation/CR-2024-040.pdf",
        "2024-05-27",
        "inc-snow-leopard-scratch snow-leopard-mount tom-fairweather anais-delorme",
        "On his gallery check Tom Fairweather found a 15 cm scratch on the front glass of the "
        "snow leopard case in Extinct & Endangered, probably from a visitor's ring. The seal is "
        "intact and the oxygen level unchanged.\n\nAnais Delorme inspected the mount through "
        "the glass and found no change. Busan Hall informed; a claim for a replacement pane "
        "lodged with Thistle Mutual.",
        "Scratch found on the snow leopard case (CR-2024-040).",
    ),
    # accession records
    (
        "ev-acc-historic-register",
        "evidence/accessions",
        "Historic accession register extract, 1894–1975",
        "file:archive/registry/historic-register-1894-1975.pdf",
        "1975-12-31",
        "ashcombe-ichthyosaur grey-lady-whale ammonite-slab heidelberg-skull-cast "
        "darjeeling-orchids venus-flower-basket megalodon-jaw",
        "1894/001 Temnodontosaurus, nearly complete, from the Stonebarrow cliffs; bought from "
        "the quarrymen.\n1908/114 Dactylioceras slab, Whitby; gift of the Literary and "
        "Philosophical Society.\n1912/033 Orchid herbarium, Darjeeling, 812 sheets, from the "
        "estate of a tea planter.\n1931/002 Skeleton of a blue whale stranded at Tarrow Sands in "
        "1929, articulated and hung in the main hall.\n1947/210 Venus's flower basket, "
        "Philippines.\n1968/019 Megalodon jaws, reconstruction with 180 fossil teeth, built for "
        "the new fossil gallery.\n1975/044 Cast of an archaic human skull (Homo "
        "heidelbergensis), from the Senckenberg moulds.",
        "Listed in the historic accession register.",
    ),
    (
        "ev-acc-vane-1962",
        "evidence/accessions",
        "Accession file 1962/14: the Vane bequest of birds",
        "file:archive/registry/1962-14-vane-bequest.pdf",
        "1962-04-02",
        "vane-bequest-birds cressida-vane dodo-composite great-auk-egg passenger-pigeon-mount",
        "By her will Lady Cressida Vane left the museum her collection of birds, 1,460 mounted "
        "birds and study skins and 212 eggs, to be kept together as the Vane Bequest.\n\n"
        "Highlights listed by the executors: a composite dodo skeleton bought in 1865, an egg "
        "of the great auk, and a male passenger pigeon mounted in Cincinnati. Received by the "
        "Keeper of Zoology on 2 April 1962.",
        "Vane bequest received by the museum.",
    ),
    (
        "ev-acc-volkonsky-1998",
        "evidence/accessions",
        "Дарственная Д. Волконского Эшкомбскому музею, 1998",
        "file:archive/registry/1998-07-volkonsky-deed-ru.pdf",
        "1998-06-15",
        "volkonsky-collection dmitri-volkonsky steller-sea-cow-rib volkonsky-mammoth-tusk",
        "Я, Дмитрий Волконский, передаю в дар Эшкомбскому музею естественной истории (Ashcombe "
        "Museum of Natural History) коллекцию костей, собранную моим прадедом в Сибири и на "
        "Командорских островах до 1917 года, в том числе бивень мамонта длиной 3,2 метра из "
        "дельты Лены и ребро стеллеровой коровы.\n\nКоллекция должна храниться как единое целое "
        "под названием «Коллекция Волконского». Лондон, 15 июня 1998 года.",
        "Deed of gift of the Volkonsky collection signed.",
    ),
    (
        "ev-acc-2018-41",
        "evidence/accessions",
        "Accession record 2018/41–43: goliath beetles and Sulawesi survey material",
        "file:archive/registry/2018-41-43.pdf",
        "2018-11-20",
        "goliath-beetle-drawer chidi-okonkwo sulawesi-birdwing-series atlas-moth-series",
        "2018/41: drawer of 46 Goliathus beetles, Cameroon and Nigeria; gift of Chidi Okonkwo.\n"
        "2018/42: birdwing butterflies, 31 specimens including holotype and paratypes, "
        "collected under Indonesian permit during the Sulawesi survey.\n2018/43: atlas moths, "
        "18 specimens, same survey.\n\nApproved by the Acquisitions Committee on 14 November "
        "2018.",
        "Accessioned as 2018/41-43.",
    ),
    (
        "ev-acc-2019-07",
        "evidence/accessions",
        "Accession record 2019/07–08: thylacine pair and Karoo dicynodont",
        "file:archive/registry/2019-07-08.pdf",
        "2019-10-21",
        "thylacine-pair edwin-hargreaves karoo-dicynodont-skull",
        "2019/07: pair of mounted thylacines, male and female, bought in Hobart in 1905 by "
        "Captain J. Hargreaves; gift of Edwin Hargreaves. Provenance checked against the "
        "Tasmanian export records.\n2019/08: dicynodont skull, Eastern Cape, collected under "
        "South African permit during the 2019 survey; on long-term deposit pending a "
        "repatriation review.",
        "Accessioned as 2019/07-08.",
    ),
    (
        "ev-acc-2020-11",
        "evidence/accessions",
        "Accession record 2020/11–13: gifts of Percival Stone and Margarethe von Aue",
        "file:archive/registry/2020-11-13.pdf",
        "2020-06-30",
        "stonebarrow-iron blue-john-vase percival-stone blaschka-glass margarethe-von-aue",
        "2020/11: iron meteorite, 140 kg, found ploughing at Stonebarrow Farm in 1911; gift of "
        "Percival Stone.\n2020/12: Blue John fluorite vase, Castleton, about 1800; gift of "
        "Percival Stone.\n2020/13: 118 glass models of marine invertebrates by Leopold and "
        "Rudolf Blaschka, Dresden, 1870s; gift of Margarethe von Aue.",
        "Accessioned as 2020/11-13.",
    ),
    (
        "ev-acc-2021-al-rashid",
        "evidence/accessions",
        "سند إهداء: نيزك الصحراء الكبرى إلى متحف آشكوم، 2021",
        "file:archive/registry/2021-30-deed-ar.pdf",
        "2021-12-15",
        "sahara-meteorite yasmin-al-rashid",
        "أنا ياسمين الرشيد، من دبي، أهدي إلى متحف آشكوم للتاريخ الطبيعي (Ashcombe Museum of "
        "Natural History) قطعة من نيزك قمري وزنها 212 غراماً عُثر عليها في الصحراء الكبرى الغربية "
        "عام 2009، مع شهادة التصنيف وسجل الشراء.\n\nيُعرض النيزك باسم «نيزك الصحراء الكبرى». "
        "حُرر في دبي بتاريخ 15 ديسمبر 2021.",
        "Deed of gift for the lunar meteorite signed.",
    ),
    (
        "ev-acc-2022-fontaine",
        "evidence/accessions",
        "Acte de donation 2022/09 : plaque de ginkgo fossile",
        "file:archive/registry/2022-09-donation-fr.pdf",
        "2022-09-26",
        "ginkgo-fossil-slab agnes-fontaine",
        "Je soussignée Agnès Fontaine, domiciliée à Lyon, fais don au Ashcombe Museum of "
        "Natural History d'une plaque de siltite jurassique couverte de feuilles de Ginkgo, "
        "trouvée par mon père dans une carrière du Yorkshire en 1958.\n\nJe demande que la "
        "plaque soit présentée avec le nom de mon père, Henri Fontaine. Fait à Lyon, le 26 "
        "septembre 2022.",
        "Deed of gift for the ginkgo slab signed.",
    ),
    (
        "ev-acc-2023-05",
        "evidence/accessions",
        "Accession record 2023/05–06: Mylodon claw and ichthyosaur touring cast",
        "file:archive/registry/2023-05-06.pdf",
        "2023-05-24",
        "mylodon-claw ichthyosaur-touring-cast",
        "2023/05: claw core of Mylodon darwinii, collected in a cave near Ultima Esperanza "
        "during the 2023 expedition, exported under Chilean permit with the agreement of the "
        "Valdivia museum.\n2023/06: lightweight resin cast of the Ashcombe Ichthyosaur made by "
        "Studio Vresova for touring; a study object, not a specimen.",
        "Accessioned as 2023/05-06.",
    ),
    # grant and funding letters
    (
        "ev-grant-ichthyosaur-ct",
        "evidence/grants",
        "Wexcombe Foundation award letter: ichthyosaur CT scanning",
        "file:archive/grants/wexcombe-2022-ct.pdf",
        "2022-06-01",
        "grant-ichthyosaur-ct wexcombe-foundation ethan-cole ashcombe-ichthyosaur",
        "Dear Dr Cole, I am pleased to confirm that the Trustees of the Wexcombe Foundation for "
        "Science have awarded 84,000 pounds over two years for the project 'Growth of the "
        "ichthyosaur braincase', based on micro-CT scanning of the skull of the Ashcombe "
        "Ichthyosaur at Farnley University. Reports are due every six months.",
        "Wexcombe award for CT scanning confirmed.",
    ),
    (
        "ev-grant-extinct-genomes",
        "evidence/grants",
        "Halloran Trust award letter: Extinct Genomes Project",
        "file:archive/grants/halloran-2021-genomes.pdf",
        "2021-01-20",
        "grant-thylacine-dna halloran-trust olumide-adeyemi thylacine-pair dodo-composite",
        "The Halloran Trust awards 156,000 pounds over three years to Dr Olumide Adeyemi and "
        "the Ashcombe Museum for the Extinct Genomes Project. Sampling is limited to 50 mg of "
        "bone powder from the thylacine pair and from one element of the composite dodo, with "
        "the Head of Conservation's written consent.",
        "Halloran award for extinct genomes confirmed.",
    ),
    (
        "ev-grant-herbarium",
        "evidence/grants",
        "Heritage Grants Council offer letter: herbarium digitisation",
        "file:archive/grants/hgc-2020-herbarium.pdf",
        "2020-08-10",
        "grant-herbarium-digitisation heritage-grants-council lin-mei ashcombe-herbarium",
        "The Heritage Grants Council offers 212,500 pounds towards imaging and transcribing "
        "40,000 sheets of the Ashcombe Herbarium, with Lin Mei as project lead. Images are to "
        "be released under an open licence.",
        "Digitisation offer received from the Heritage Grants Council.",
    ),
    (
        "ev-grant-meteorite-provenance",
        "evidence/grants",
        "خطاب منحة من مؤسسة النخيل للعلوم: تتبع أصل النيازك",
        "file:archive/grants/nakheel-2022-provenance-ar.pdf",
        "2022-11-03",
        "grant-meteorite-provenance nakheel-foundation marcus-bell mineral-meteorite-collection",
        "يسر مؤسسة النخيل للعلوم أن تعلن منح الدكتور ماركوس بيل (Marcus Bell) من كلية نورثمور "
        "مبلغ 95,000 دولار لمدة عامين لمشروع تتبع أصل النيازك في مجموعة المعادن والنيازك بمتحف "
        "آشكوم، بما في ذلك تأريخ العينات ودراسة سجلات التجار.",
        "Nakheel provenance grant letter received.",
    ),
    (
        "ev-grant-blaschka-fellowship",
        "evidence/grants",
        "Lettre d'attribution : bourse Blaschka de la Fondation Bérangère Massé",
        "file:archive/grants/masse-2023-blaschka-fr.pdf",
        "2023-04-12",
        "grant-blaschka-fellowship fondation-berangere-masse elif-yildiz blaschka-glass",
        "La Fondation Bérangère Massé a le plaisir d'attribuer à Mme Elif Yıldız (Universität "
        "Greifsberg) une bourse de dix-huit mois pour l'étude historique des modèles de verre "
        "Blaschka conservés à Ashcombe : correspondance commerciale, catalogues et techniques "
        "de l'atelier de Dresde. Montant : 48 000 euros.",
        "Blaschka fellowship awarded.",
    ),
    (
        "ev-grant-ipm",
        "evidence/grants",
        "Elsmere Family Foundation grant letter: integrated pest management",
        "file:archive/grants/elsmere-2022-ipm.pdf",
        "2022-06-20",
        "grant-pest-management elsmere-foundation samuel-okoro",
        "The Elsmere Family Foundation is delighted to support the museum's integrated pest "
        "management upgrade with 38,000 pounds: two chest freezers able to hold minus 30 "
        "degrees, 400 sticky traps a year for three years, and wireless data loggers for the "
        "bird, mammal and insect stores. Grant holder: Samuel Okoro.",
        "Elsmere pest-management grant letter received.",
    ),
    (
        "ev-grant-whale-remount",
        "evidence/grants",
        "Heritage Grants Council capital award: Grey Lady remount",
        "file:archive/grants/hgc-2023-whale.pdf",
        "2023-01-30",
        "grant-whale-remount heritage-grants-council tobias-wren grey-lady-whale",
        "Capital award of 640,000 pounds to clean, conserve and re-hang the blue whale skeleton "
        "in the main hall on new stainless-steel suspension, led by Tobias Wren. The hall must "
        "reopen to the public by spring 2024.",
        "Capital award for the whale remount received.",
    ),
    (
        "ev-grant-beetle-genomics",
        "evidence/grants",
        "Wexcombe Foundation award letter: beetle genomics collaboration",
        "file:archive/grants/wexcombe-2024-beetles.pdf",
        "2024-09-02",
        "grant-beetle-genomics wexcombe-foundation park-jiwoo goliath-beetle-drawer "
        "sulawesi-birdwing-series",
        "The Wexcombe Foundation awards 72,000 pounds to a joint project of the Ashcombe Museum "
        "and the Seoul University of Natural Sciences, led by Dr Park Ji-woo, to sequence DNA "
        "from the goliath beetles and the Sulawesi birdwing type series.",
        "Wexcombe beetle genomics award letter received.",
    ),
    (
        "ev-fund-karoo",
        "evidence/grants",
        "Halloran Trust fieldwork award: Karoo 2019",
        "file:archive/grants/halloran-2018-karoo.pdf",
        "2018-12-05",
        "karoo-fossil-survey halloran-trust felix-abara",
        "The Halloran Trust awards 27,000 pounds for a six-week fossil prospecting season in the "
        "Karoo in February and March 2019, led by Felix Abara with colleagues from Farnley "
        "University.",
        "Halloran fieldwork award for the Karoo.",
    ),
    (
        "ev-fund-sulawesi",
        "evidence/grants",
        "Wexcombe Foundation fieldwork award: Sulawesi 2018",
        "file:archive/grants/wexcombe-2018-sulawesi.pdf",
        "2018-03-14",
        "sulawesi-insect-survey wexcombe-foundation priya-raman",
        "31,500 pounds for a light-trapping survey of butterflies and moths in central Sulawesi "
        "led by Priya Raman, with the Seoul University of Natural Sciences as partner.",
        "Wexcombe fieldwork award for Sulawesi.",
    ),
    (
        "ev-fund-kamchatka",
        "evidence/grants",
        "Elsmere Family Foundation award: Kamchatka 2021",
        "file:archive/grants/elsmere-2021-kamchatka.pdf",
        "2021-02-10",
        "kamchatka-expedition elsmere-foundation tobias-wren",
        "19,000 pounds for a boat-based survey of marine mammal remains on the east coast of "
        "Kamchatka in July 2021, led by Tobias Wren with the Tomsk Museum of Natural Science.",
        "Elsmere fieldwork award for Kamchatka.",
    ),
    (
        "ev-fund-atacama",
        "evidence/grants",
        "منحة العمل الميداني: البحث عن النيازك في صحراء أتاكاما 2022",
        "file:archive/grants/nakheel-2021-atacama-ar.pdf",
        "2021-11-22",
        "atacama-meteorite-search nakheel-foundation oren-shalev",
        "تمنح مؤسسة النخيل للعلوم مبلغ 60,000 دولار لبعثة البحث عن النيازك في صحراء أتاكاما في "
        "تشيلي خلال شهري مارس وأبريل 2022، بقيادة أورين شاليف (Oren Shalev)، بالشراكة مع متحف "
        "فالديفيا ومعهد الجليل لأبحاث الصحراء.",
        "Nakheel fieldwork award for the Atacama search.",
    ),
    (
        "ev-fund-patagonia",
        "evidence/grants",
        "Fondation Bérangère Massé : convention de financement, Patagonie 2023",
        "file:archive/grants/masse-2022-patagonie-fr.pdf",
        "2022-10-05",
        "patagonia-caves-expedition fondation-berangere-masse felix-abara",
        "La Fondation Bérangère Massé finance à hauteur de 35 000 euros l'expédition dans les "
        "grottes de Patagonie (janvier et février 2023), dirigée par Felix Abara avec le Museo "
        "de Ciencias Naturales de Valdivia.",
        "Masse funding agreement for Patagonia signed.",
    ),
    # press
    (
        "ev-press-whale-hall",
        "evidence/press",
        "Ashcombe Gazette: Grey Lady flies again as Whale Hall reopens",
        "web:ashcombegazette.example/2024/04/grey-lady-flies-again",
        "2024-04-20",
        "whale-hall-reopening grey-lady-whale gareth-pryce",
        "Ashcombe's best-loved resident is back. After fourteen months behind hoardings the "
        "24-metre blue whale skeleton again soars over the main hall of the Ashcombe Museum of "
        "Natural History, now hung on stainless-steel cables in a diving pose.\n\nExhibitions "
        "curator Gareth Pryce said the new display pairs her with the jaws of the giant shark "
        "megalodon 'to show the two biggest mouths the oceans have known'. A bolt failure in "
        "February delayed the opening by two weeks.",
        "Local press covers the Whale Hall reopening.",
    ),
    (
        "ev-press-sapporo",
        "evidence/press",
        "北方日報:隕石展「落ちてきた星たち」札幌で開幕",
        "web:hoppo-nippo.example/2024/04/27/meteorites",
        "2024-04-27",
        "fallen-stars-asia sapporo-annex hana-sato",
        "英国アシュコム自然史博物館の隕石展「落ちてきた星たち」が27日、国立自然史博物館札幌分館で開幕"
        "した。重さ140キロの鉄隕石や、月から飛来した隕石のかけらなど約90点を展示。\n\n同館の佐藤花研究員"
        "は「搬入時の事故を乗り越えて開幕できた」と話した。会期は7月末まで、その後韓国・釜山に巡回する。",
        "Hokkaido press covers the Sapporo opening.",
    ),
    (
        "ev-press-rochefort",
        "evidence/press",
        "L'Écho de la Loire : les mammouths débarquent à Rochefort",
        "web:echo-loire.example/2024/03/mammouths-rochefort",
        "2024-03-02",
        "mammoths-megafauna-tour museum-rochefort",
        "Un défenseur de mammouth de 3,2 mètres et une côte de rhytine de Steller accueillent "
        "les visiteurs de « Mammoths & Megafauna », l'exposition itinérante du musée "
        "d'Ashcombe présentée jusqu'en juin au Muséum de Rochefort-sur-Loire, dans l'ancienne "
        "corderie.\n\nL'exposition partira ensuite pour Kassel puis pour les États-Unis.",
        "French press covers the Rochefort leg.",
    ),
    (
        "ev-press-busan",
        "evidence/press",
        "부산해안신문: 운석 특별전 부산 개막",
        "web:busan-coast.example/2024/09/meteorites",
        "2024-09-10",
        "fallen-stars-asia busan-hall",
        "영국 애쉬컴 자연사박물관의 운석 특별전이 10일 국립자연사관 부산에서 "
        "개막했다. 삿포로에 이어 "
        "두 번째 아시아 순회지로, 140kg 철질운석과 달에서 온 운석 조각 등이 전시된다.\n\n전시는 "
        "12월까지 계속된다.",
        "Korean press covers the Busan leg.",
    ),
    (
        "ev-press-chania",
        "evidence/press",
        "Χανιώτικα Νέα: Ο «Βαθύς Χρόνος» έρχεται στα Χανιά",
        "web:chaniotika.example/2024/05/deep-time",
        "2024-05-15",
        "deep-time-tour museum-chania",
        "Το Μουσείο Φυσικής Ιστορίας Χανίων φιλοξενεί από σήμερα την περιοδεύουσα έκθεση του "
        "μουσείου του Άσκομπ «Deep Time Travelling Edition», με ένα εκμαγείο ιχθυόσαυρου "
        "μήκους οκτώ μέτρων και μια πλάκα γεμάτη αμμωνίτες.\n\nΗ έκθεση θα μείνει έως τον "
        "Σεπτέμβριο και στη συνέχεια θα ταξιδέψει στη Νέα Ζηλανδία.",
        "Cretan press covers the Chania leg.",
    ),
    (
        "ev-press-hidden-kingdom",
        "evidence/press",
        "Museums Review: Hidden Kingdom is a triumph of small things",
        "web:museumsreview.example/2023/11/hidden-kingdom",
        "2023-11-05",
        "hidden-kingdom priya-raman brandauer-amber marchetti-butterfly-screens",
        "Priya Raman's show at Ashcombe gets children flat on the floor peering at beetles. The "
        "stars are loans: gnats and spiders caught in Baltic amber from Ilse Brandauer's "
        "collection, and a pair of Victorian butterfly screens from Florence that are as much "
        "furniture as science.\n\nThe home team holds its own with a drawer of goliath beetles "
        "the size of a fist.",
        "Hidden Kingdom reviewed in Museums Review.",
    ),
    (
        "ev-press-giants",
        "evidence/press",
        "The Courier: Giants of the Ice Age review",
        "web:thecourier.example/2023/06/giants-review",
        "2023-06-24",
        "giants-ice-age tobias-wren mammoth-calf-tasya",
        "Four stars. Tobias Wren's exhibition brings a frozen mammoth calf from Siberia, kept "
        "in a freezer case at minus 18, face to face with a moa skeleton and a Cretan dwarf "
        "elephant the size of a pony.\n\nThe ground-sloth hide, still bristling with bony "
        "nodules, is the quiet marvel of the show.",
        "Giants of the Ice Age reviewed in The Courier.",
    ),
    # field notebooks
    (
        "ev-fn-karoo",
        "evidence/field-notebooks",
        "Field notebook: Karoo Fossil Survey 2019 (F. Abara)",
        "file:archive/field/karoo-2019-abara.pdf",
        "2019-03-30",
        "karoo-fossil-survey felix-abara lena-hofstetter tariq-osman arash-karimi "
        "karoo-dicynodont-skull",
        "14 Feb: camp set at Doornkloof; permits checked with the farm owner.\n21 Feb: Lena "
        "Hofstetter and Tariq Osman find a tusked dicynodont skull weathering out of a mudstone "
        "gully; jacketed over two days. Arash Karimi photographs the site.\n3 Mar: Farnley team "
        "leaves.\n30 Mar: jackets crated for shipping; notebook closed.",
        "Karoo field season ends.",
    ),
    (
        "ev-fn-sulawesi",
        "evidence/field-notebooks",
        "Field notebook: Sulawesi light-trap log 2018 (M. Thornton)",
        "file:archive/field/sulawesi-2018-thornton.pdf",
        "2018-08-20",
        "sulawesi-insect-survey maya-thornton arash-karimi priya-raman sulawesi-birdwing-series "
        "atlas-moth-series",
        "Light-trap nights 1 to 24 at Lore Lindu.\nNight 6: first atlas moths at the sheet, "
        "Maya Thornton and Arash Karimi.\nNight 11: Priya Raman nets three birdwings on the "
        "ridge that match no described form; paratypes pinned in camp.\nNight 24: traps "
        "packed; specimens dried and papered for export.",
        "Sulawesi light-trap log closed.",
    ),
    (
        "ev-fn-kamchatka",
        "evidence/field-notebooks",
        "Полевой дневник: Камчатка, 2021 (П. Соколов)",
        "file:archive/field/kamchatka-2021-sokolov-ru.pdf",
        "2021-07-25",
        "kamchatka-expedition pavel-sokolov maya-thornton tobias-wren kamchatka-otter-skull",
        "8 июля: вышли из Усть-Камчатска на лодке, с нами Тобиас Рен и Майя Торнтон.\n12 июля: "
        "на галечном пляже найден череп калана, хорошая сохранность, упакован.\n19 июля: шторм, "
        "два дня в лагере.\n25 июля: возвращение, находки переданы в Томский музей для "
        "оформления вывоза.",
        "Kamchatka boat survey ends.",
    ),
    (
        "ev-fn-atacama",
        "evidence/field-notebooks",
        "Cuaderno de campo: Atacama 2022 (I. Duarte)",
        "file:archive/field/atacama-2022-duarte-es.pdf",
        "2022-04-18",
        "atacama-meteorite-search isabel-duarte eleni-katsarou tariq-osman oren-shalev "
        "atacama-pallasite",
        "Búsqueda sistemática en el pavimento desértico al sur de Calama con Oren Shalev, Eleni "
        "Katsarou y Tariq Osman.\n29 de marzo: Eleni encuentra una palasita de 2,1 kg con "
        "cristales de olivino; coordenadas registradas.\n18 de abril: fin de la campaña; 37 "
        "meteoritos recuperados, depositados en el museo de Valdivia para su clasificación.",
        "Atacama search season ends.",
    ),
    (
        "ev-fn-patagonia",
        "evidence/field-notebooks",
        "Cuaderno de campo: Cuevas de Patagonia 2023 (F. Abara e I. Duarte)",
        "file:archive/field/patagonia-2023-es.pdf",
        "2023-02-14",
        "patagonia-caves-expedition felix-abara isabel-duarte lena-hofstetter mylodon-claw",
        "Excavación en las capas de estiércol de las cuevas cerca de Última Esperanza.\n2 de "
        "febrero: Isabel Duarte y Felix Abara recuperan el núcleo de una garra de milodón en el "
        "nivel 4. Lena Hofstetter consolida los huesos frágiles.\n14 de febrero: cierre de la "
        "campaña; permisos de exportación tramitados con el museo de Valdivia.",
        "Patagonia cave season ends.",
    ),
]

# Loan agreements not in English: code -> (title, body).
LOAN_AGREEMENTS_FOREIGN = {
    "IN-2023-04": (
        "Договор займа экспоната № IN-2023-04 (мамонтёнок Тася)",
        "Томский музей естествознания (заимодавец) передаёт Эшкомбскому музею естественной "
        "истории (заёмщик) мамонтёнка Тасю для выставки «Giants of the Ice Age» на срок с 2 мая "
        "2023 г. по 31 января 2024 г.\n\nЭкспонат перевозится и экспонируется в замороженном "
        "состоянии при температуре минус 18 °C; перевозчик — Caldwell Fine Art Logistics. "
        "Страхование «от гвоздя до гвоздя» — Nordsee Kunstversicherung AG. Ответственный "
        "регистратор: Даниэль Ахтерберг (Daniel Achterberg). Курьер Томского музея "
        "присутствует при монтаже.",
    ),
    "IN-2023-06": (
        "Contrato de préstamo IN-2023-06: piel de milodón Salcedo",
        "Roberto Salcedo presta al Ashcombe Museum of Natural History un fragmento de piel de "
        "milodón con osículos dérmicos, hallado en una cueva de la estancia familiar, para la "
        "exposición Giants of the Ice Age, del 22 de mayo de 2023 al 31 de enero de 2024.\n\n"
        "Transporte: Transportes Ibéricos de Arte. Seguro: Thistle Mutual Heritage Insurance. "
        "Registradora: Nadia Haddad. La pieza debe exhibirse con una humedad relativa entre 45 "
        "y 55 % y menos de 50 lux.",
    ),
    "IN-2023-07": (
        "Σύμβαση δανεισμού IN-2023-07: οστά νάνου ελέφαντα της Κρήτης",
        "Το Μουσείο Φυσικής Ιστορίας Χανίων δανείζει στο Ashcombe Museum of Natural History "
        "οστά νάνου ελέφαντα από σπήλαιο της Κρήτης για την έκθεση Giants of the Ice Age, από "
        "29 Μαΐου 2023 έως 31 Ιανουαρίου 2024.\n\nΜεταφορά: Meridian Crate & Climate. "
        "Ασφάλιση: Blackfriars Fine Art Underwriters. Υπεύθυνη καταχώρισης: Nadia Haddad. Τα "
        "οστά ταξιδεύουν σε ξεχωριστά συρτάρια με αφρώδες υλικό· επισυνάπτεται η άδεια "
        "εξαγωγής.",
    ),
    "IN-2023-09": (
        "Leihvertrag IN-2023-09: Bernsteinsammlung Brandauer",
        "Frau Ilse Brandauer, Wien, verleiht dem Ashcombe Museum of Natural History rund 60 "
        "Stücke baltischen Bernsteins mit Insekteneinschlüssen für die Ausstellung Hidden "
        "Kingdom, vom 18. September 2023 bis 30. Juni 2024.\n\nTransport: Caldwell Fine Art "
        "Logistics; Versicherung: Nordsee Kunstversicherung AG; zuständiger Registrar: Daniel "
        "Achterberg. Der Bernstein ist unter UV-gefiltertem Licht und unter 21 Grad zu zeigen.",
    ),
    "IN-2023-10": (
        "Contratto di prestito IN-2023-10: paraventi con farfalle Marchetti",
        "La signora Penelope Marchetti, Firenze, presta all'Ashcombe Museum of Natural History "
        "una coppia di paraventi vittoriani con farfalle tropicali per la mostra Hidden "
        "Kingdom, dal 25 settembre 2023 al 30 giugno 2024.\n\nTrasporto: Meridian Crate & "
        "Climate. Assicurazione: Blackfriars Fine Art Underwriters. Registrar: Grace Nakamura. "
        "I paraventi vanno esposti chiusi o semiaperti, mai stesi in piano.",
    ),
    "IN-2022-03": (
        "貸出契約書 IN-2022-03:神田三葉虫コレクション",
        "神田浩(大阪)は、アシュコム自然史博物館の展覧会「Deep Time」のために、モロッコおよび"
        "ボヘミア産の三葉虫コレクションを2022年2月21日から2023年2月28日まで貸し出す。\n\n輸送:"
        "北斗美術輸送。保険:Thistle Mutual Heritage Insurance。担当レジストラー:Nadia "
        "Haddad。各標本には日本語の標本ラベルを英語ラベルと並べて展示すること。",
    ),
    "IN-2022-02": (
        "Leihvertrag IN-2022-02: Archaeopteryx-Abguss",
        "Das Naturkundemuseum Kassel-Wilhelmshöhe verleiht dem Ashcombe Museum of Natural "
        "History einen Abguss des Archaeopteryx für die Ausstellung Deep Time, vom 7. Februar "
        "2022 bis 28. Februar 2023.\n\nTransport: Caldwell Fine Art Logistics; Versicherung: "
        "Nordsee Kunstversicherung AG; zuständiger Registrar: Daniel Achterberg. Der Abguss "
        "darf ohne schriftliche Zustimmung weder abgeformt noch gescannt werden.",
    ),
    "IN-2024-01": (
        "대여 계약서 IN-2024-01: 눈표범 박제",
        "국립자연사관 부산은 애쉬컴 자연사박물관의 전시 'Extinct & Endangered'를 위해 눈표범 "
        "박제를 2024년 2월 19일부터 2024년 12월 31일까지 대여한다.\n\n운송: 北斗美術輸送(Hokuto "
        "Art Transport). 보험: Thistle Mutual Heritage Insurance. 담당 등록 담당자: Tom "
        "Fairweather. 박제는 산소 흡수제 카트리지가 있는 자체 밀폐 진열장에 보관한다.",
    ),
}

MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]


def _day(date: str) -> str:
    year, month, day = date.split("-")
    return f"{int(day)} {MONTHS[int(month) - 1]} {year}"


def _has_other_letters(text: str) -> bool:
    """Letters outside plain ASCII: another script or Latin with diacritics."""
    return any(ch.isalpha() and not ch.isascii() for ch in text)


def _latin_script(text: str) -> bool:
    return all(not ch.isalpha() or "LATIN" in unicodedata.name(ch, "") for ch in text)


class _World:
    """The fixed museum world: pages, relations and evidence, before rendering."""

    def __init__(self) -> None:
        self.pages: dict[str, dict] = {}
        for pid, group, title, aliases, role, blurb in PEOPLE:
            self._add(pid, f"people/{group}", "person", title, aliases, blurb, role=role)
        for pid, group, title, aliases, category, blurb in COMPANIES:
            self._add(pid, f"companies/{group}", "company", title, aliases, blurb, role=category)
        for pid, folder, type_, title, aliases, blurb in OTHER_PAGES:
            self._add(pid, folder, type_, title, aliases, blurb)
        self.relations: list[tuple[str, str, str]] = []
        for line in RELATIONS.strip().splitlines():
            src, rtype, *targets = line.split()
            for target in targets:
                self.relations.append((src, rtype, target))
        self.evidence: list[dict] = [
            {
                "id": e[0],
                "folder": e[1],
                "title": e[2],
                "ref": e[3],
                "date": e[4],
                "about": e[5].split(),
                "body": e[6],
                "event": e[7],
            }
            for e in EVIDENCE
        ]
        self._loans()
        self._meetings()
        self._registers()

    def _add(self, pid, folder, type_, title, aliases, blurb, role=""):
        assert pid not in self.pages, pid
        self.pages[pid] = {
            "folder": folder,
            "type": type_,
            "title": title,
            "aliases": list(aliases),
            "blurb": blurb,
            "role": role,
        }

    def plain(self, pid: str) -> str:
        page = self.pages[pid]
        if _latin_script(page["title"]) or not page["aliases"]:
            return page["title"]
        return page["aliases"][0]

    def _loans(self) -> None:
        for (
            pid,
            code,
            lender,
            borrower,
            obj,
            exhibition,
            shipper,
            insurer,
            registrar,
            start,
            end,
            condition,
        ) in LOANS:
            incoming = borrower == MUSEUM
            title = f"Loan {code}: {self.plain(obj)}"
            aliases = [f"Loan {code}"]
            if _has_other_letters(title):
                aliases.append(f"Loan {code} {self.pages[obj]['aliases'][0]}")
            what = (
                f"Incoming loan {code}: {self.plain(obj)} from {self.plain(lender)}"
                if incoming
                else f"Outgoing loan {code}: {self.plain(obj)} to {self.plain(borrower)}"
            )
            if exhibition:
                what += f" for {self.plain(exhibition)}"
            blurb = f"{what}, {_day(start)} to {_day(end)}. {condition}"
            self._add(pid, "registry/loans", "concept", title, aliases, blurb)
            rels = [
                ("lender", lender),
                ("borrower", borrower),
                ("covers", obj),
                ("for_exhibition", exhibition),
                ("shipped_by", shipper),
                ("insured_by", insurer),
                ("handled_by", registrar),
            ]
            for rtype, target in rels:
                if target:
                    self.relations.append((pid, rtype, target))
            if exhibition and incoming:
                self.relations.append((exhibition, "features", obj))
                self.relations.append((exhibition, "borrowed_from", lender))
            about = [pid, lender, obj, registrar]
            if code in LOAN_AGREEMENTS_FOREIGN:
                ev_title, body = LOAN_AGREEMENTS_FOREIGN[code]
                ref = f"file:archive/loans/{code}-agreement-original.pdf"
            else:
                ev_title = f"Loan agreement {code}: {self.plain(obj)}"
                purpose = (
                    f"for the exhibition {self.plain(exhibition)}" if exhibition else "for research"
                )
                body = (
                    f"Agreement between {self.plain(lender)} (lender) and "
                    f"{self.plain(borrower)} (borrower) for the loan of {self.plain(obj)} "
                    f"{purpose}, from {_day(start)} to {_day(end)}.\n\nTransport: "
                    f"{self.plain(shipper)}. Nail-to-nail insurance: {self.plain(insurer)}. "
                    f"Registrar: {self.plain(registrar)}.\n\nSpecial conditions: {condition}"
                )
                ref = f"file:archive/loans/{code}-agreement.pdf"
            self.evidence.append(
                {
                    "id": f"ev-agreement-{code.lower()}",
                    "folder": "evidence/loan-agreements",
                    "title": ev_title,
                    "ref": ref,
                    "date": start,
                    "about": about,
                    "body": body,
                    "event": f"Loan agreement {code} signed.",
                }
            )

    def _meetings(self) -> None:
        for pid, folder, title, date, chair, attendees, approved, reviewed, note in MEETINGS:
            self._add(pid, folder, "meeting", title, [], f"Held on {_day(date)}. {note}")
            self.relations.append((pid, "chaired_by", chair))
            for rtype, targets in (
                ("attended_by", attendees),
                ("approved", approved),
                ("reviewed", reviewed),
            ):
                for target in targets:
                    self.relations.append((pid, rtype, target))
            body = [
                f"Minutes of the {title}, held on {_day(date)} in the Tannery boardroom.",
                f"Chair: {self.plain(chair)}. Present: "
                + ", ".join(self.plain(a) for a in attendees)
                + ".",
                note,
            ]
            if approved:
                body.append("Approved: " + "; ".join(self.plain(a) for a in approved) + ".")
            if reviewed:
                body.append(
                    "Incidents reviewed: " + "; ".join(self.plain(r) for r in reviewed) + "."
                )
            self.evidence.append(
                {
                    "id": f"ev-minutes-{pid}",
                    "folder": "evidence/minutes",
                    "title": f"Minutes: {title}",
                    "ref": f"file:archive/minutes/{pid}.docx",
                    "date": date,
                    "about": [pid, chair, *attendees, *approved, *reviewed],
                    "body": "\n\n".join(body),
                    "event": f"Minutes of the {title}.",
                }
            )

    def _out(self, rtype: str) -> dict[str, list[str]]:
        found: dict[str, list[str]] = defaultdict(list)
        for src, rt, tgt in self.relations:
            if rt == rtype:
                found[src].append(tgt)
        return found

    def _registers(self) -> None:
        people = [p for p in PEOPLE]
        staff = [p for p in people if p[1] in STAFF_GROUPS or p[0] == "felix-abara"]
        self._register(
            "ev-staff-directory-2024",
            "Ashcombe staff directory, January 2024",
            "file:archive/hr/staff-directory-2024.pdf",
            "2024-01-08",
            [(p[0], p[4]) for p in staff],
            "Staff of the Ashcombe Museum of Natural History with their posts.",
        )
        affiliation = {s: t for s, rt, t in self.relations if rt == "affiliated_with"}
        associates = [
            p for p in people if p[1] in ("research", "expeditions") and p[0] != "felix-abara"
        ]
        self._register(
            "ev-research-associates-2024",
            "Research associates and field team register 2024",
            "file:archive/research/associates-2024.xlsx",
            "2024-01-15",
            [(p[0], f"{p[4]}, {self.plain(affiliation[p[0]])}") for p in associates],
            "Visiting researchers and field team members with a current associate agreement.",
        )
        self._register(
            "ev-partner-register-2024",
            "Partner and supplier register 2024",
            "file:archive/registry/partners-2024.xlsx",
            "2024-02-01",
            [(c[0], c[4]) for c in COMPANIES],
            "Institutions and firms we work with, by category.",
        )
        gifts = self._out("owned_by")
        owners: dict[str, list[str]] = defaultdict(list)
        for obj, targets in gifts.items():
            for owner in targets:
                owners[owner].append(self.plain(obj))
        donated: dict[str, list[str]] = defaultdict(list)
        for src, rt, tgt in self.relations:
            if rt == "donated_by":
                donated[tgt].append(self.plain(src))
        rows = []
        for p in people:
            if p[1] == "donors":
                rows.append((p[0], "donor of " + ", ".join(donated[p[0]])))
            elif p[1] == "lenders":
                rows.append((p[0], "lender of " + ", ".join(owners[p[0]])))
        self._register(
            "ev-donor-lender-register",
            "Donor and lender register, confidential extract",
            "file:archive/registry/donors-lenders.xlsx",
            "2024-03-01",
            rows,
            "Private donors and lenders; addresses are held by the registry.",
        )
        curator = self._out("stewarded_by")
        self._register(
            "ev-collections-review-2020",
            "Collections review 2020: summary of holdings",
            "file:archive/collections/review-2020.pdf",
            "2020-01-31",
            [
                (pid, f"{self.pages[pid]['blurb']} Curator: {self.plain(curator[pid][0])}.")
                for pid, folder, *_ in OTHER_PAGES
                if folder == "collections"
            ],
            "One line per collection, with the curator in charge.",
        )
        shows = [
            pid
            for pid, folder, *_ in OTHER_PAGES
            if folder in ("projects/exhibitions", "projects/touring")
        ]
        sponsors = self._out("sponsored_by")
        rows = [
            (pid, "sponsors: " + ", ".join(self.plain(s) for s in sponsors[pid]))
            for pid in shows
            if pid in sponsors
        ]
        self._register(
            "ev-sponsorship-schedule",
            "Exhibition sponsorship schedule 2019–2024",
            "file:archive/development/sponsorship-2019-2024.xlsx",
            "2024-12-20",
            rows,
            "Sponsors credited on each exhibition.",
            extra=[s for pid in shows for s in sponsors.get(pid, [])],
        )
        builders = self._out("fabricated_by")
        rows = [
            (pid, "built by " + ", ".join(self.plain(b) for b in builders[pid]))
            for pid in self.pages
            if pid in builders
        ]
        self._register(
            "ev-build-contracts-register",
            "Exhibition build contracts 2019–2024",
            "file:archive/exhibitions/build-contracts.xlsx",
            "2024-12-20",
            rows,
            "Contracts for showcases, sets, mounts and replicas.",
            extra=[b for targets in builders.values() for b in targets],
        )
        venues = self._out("tours_to")
        shippers = self._out("shipped_by")
        insurers = self._out("insured_by")
        rows = [
            (
                pid,
                "venues "
                + ", ".join(self.plain(v) for v in venues[pid])
                + f"; carrier {self.plain(shippers[pid][0])}"
                + f"; insurer {self.plain(insurers[pid][0])}",
            )
            for pid in shows
            if pid in venues
        ]
        self._register(
            "ev-touring-schedule",
            "Touring schedule 2022–2025",
            "file:archive/exhibitions/touring-2022-2025.xlsx",
            "2024-12-20",
            rows,
            "Touring shows of the museum with their venues, carrier and insurer.",
            extra=[v for pid in venues for v in venues[pid]],
        )
        claims = self._out("claimed_on")
        insured = self._out("insured_by")
        for ins_id, title, ref, lang in (
            (
                "blackfriars-underwriters",
                "Blackfriars Fine Art Underwriters: nail-to-nail schedule 2021–2024",
                "file:archive/insurance/blackfriars-2021-2024.pdf",
                "en",
            ),
            (
                "nordsee-versicherung",
                "Nordsee Kunstversicherung AG: Versicherungsschein Leihgaben 2021–2024",
                "file:archive/insurance/nordsee-2021-2024.pdf",
                "de",
            ),
            (
                "thistle-mutual",
                "Thistle Mutual: schedule of loans and claims 2021–2024",
                "file:archive/insurance/thistle-2021-2024.pdf",
                "en",
            ),
        ):
            covered = [src for src in self.pages if ins_id in insured.get(src, [])]
            claimed = [src for src in self.pages if ins_id in claims.get(src, [])]
            if lang == "de":
                body = (
                    "Versicherungsnehmer: Ashcombe Museum of Natural History. "
                    "Versicherte Leihgaben und Tourneen (Nagel zu Nagel):\n"
                    + "\n".join(f"- {self.plain(c)}" for c in covered)
                )
            else:
                body = (
                    "Insured: Ashcombe Museum of Natural History. Cover, nail to nail:\n"
                    + "\n".join(f"- {self.plain(c)}" for c in covered)
                )
                if claimed:
                    body += "\n\nClaims notified:\n" + "\n".join(
                        f"- {self.plain(c)}" for c in claimed
                    )
            self.evidence.append(
                {
                    "id": f"ev-insurance-{ins_id}",
                    "folder": "evidence/insurance",
                    "title": title,
                    "ref": ref,
                    "date": "2024-12-31",
                    "about": [ins_id, *covered, *claimed],
                    "body": body,
                    "event": f"Listed on the {self.plain(ins_id)} schedule.",
                }
            )

    def _register(self, eid, title, ref, date, rows, intro, extra=()):
        body = intro + "\n\n" + "\n".join(f"- {self.plain(pid)}: {text}" for pid, text in rows)
        about = list(dict.fromkeys([pid for pid, _ in rows] + list(extra)))
        self.evidence.append(
            {
                "id": eid,
                "folder": "evidence/registers",
                "title": title,
                "ref": ref,
                "date": date,
                "about": about,
                "body": body,
                "event": None,
            }
        )


# --- rendering ---------------------------------------------------------------------------------
def _q(value: str) -> str:
    return json.dumps(value, ensure_ascii=False)


def _entry_id(doc_id: str, timestamp: str, ref: str, text: str) -> str:
    digest = hashlib.sha256("\n".join([doc_id, timestamp, ref, text]).encode("utf-8"))
    return "ev-" + digest.hexdigest()[:12]


def _evidence_doc(ev: dict) -> Document:
    text = (
        f"---\nid: {ev['id']}\nkind: evidence\ntype: source\ntitle: {_q(ev['title'])}\n"
        f"status: active\nsources: [{_q(ev['ref'])}]\ncreated: {ev['ts']}\n"
        f"updated: {ev['ts']}\n---\n# {ev['title']}\n\n{ev['body']}\n"
    )
    return parse_document(text, folder=ev["folder"], path=f"{ev['folder']}/{ev['id']}.md")


def _page_doc(world: _World, pid: str, cites: list[dict], backlinks: list[str]) -> Document:
    page = world.pages[pid]
    dated = [e for e in cites if e["event"]]
    primary = dated[0] if dated else cites[0]
    used = {primary["id"]}

    def cite(ev: dict) -> str:
        return f"[[evidence:{ev['id']}|{ev['title']}]]"

    def link(target: str) -> str:
        return f"[[page:{target}|{world.pages[target]['title']}]]"

    lead = page["blurb"].rstrip(".")
    if page["aliases"]:
        lead += ". Also known as " + ", ".join(page["aliases"])
    lines = [f"# {page['title']}", "", f"{lead} ({cite(primary)}).", ""]
    groups: dict[str, list[str]] = {}
    for src, rtype, target in world.relations:
        if src == pid and target not in groups.setdefault(rtype, []):
            groups[rtype].append(target)
    for rtype, targets in groups.items():
        support = next((e for e in cites if any(t in e["about"] for t in targets)), primary)
        used.add(support["id"])
        links = ", ".join(link(t) for t in targets)
        lines.append(f"- {REL_PHRASES[rtype].format(t=links)} ({cite(support)}).")
    rest = [e for e in cites if e["id"] not in used]
    if rest:
        lines += ["", "Further sources: " + ", ".join(cite(e) for e in rest) + "."]
    if backlinks:
        lines += ["", "## Linked from", ""] + [f"- {link(s)}" for s in backlinks]
    if dated:
        lines += ["", "## Timeline", ""]
        for ev in dated:
            entry = _entry_id(pid, ev["ts"], ev["ref"], ev["event"])
            lines.append(f"- **{ev['ts']}** | {entry} | {ev['ref']} | {ev['event']}")
    rels = [(rtype, t) for rtype, targets in groups.items() for t in targets]
    meta = [
        f"id: {pid}",
        "kind: page",
        f"type: {page['type']}",
        f"title: {_q(page['title'])}",
        "status: active",
    ]
    if page["aliases"]:
        meta.append("aliases: [" + ", ".join(_q(a) for a in page["aliases"]) + "]")
    if rels:
        meta.append(
            "relations: [" + ", ".join(f"{{type: {r}, target: {t}}}" for r, t in rels) + "]"
        )
    meta.append(f"created: {cites[0]['ts']}")
    meta.append(f"updated: {max(e['ts'] for e in cites)}")
    text = "---\n" + "\n".join(meta) + "\n---\n" + "\n".join(lines) + "\n"
    folder = page["folder"]
    return parse_document(text, folder=folder, path=f"{folder}/{pid}.md")


# --- questions -----------------------------------------------------------------------------------
# lexical and script: (text, relevant ids); a question about what a meeting decided or what
# happened in an incident also counts the minutes or the condition report that records it.
LEXICAL = [
    ("what does Beatrice Lowe do here?", ["beatrice-lowe"]),
    ("Thylacine Pair", ["thylacine-pair"]),
    ("Caldwell Fine Art Logistics account details", ["caldwell-logistics"]),
    ("when did the Whale Hall Reopening open to the public?", ["whale-hall-reopening"]),
    ("where are we with the Extinct Genomes Project", ["grant-thylacine-dna"]),
    ("Loan IN-2023-05 paperwork", ["loan-in-crombie-moa", "ev-agreement-in-2023-05"]),
    (
        "Board of Trustees, February 2023: what was decided",
        ["board-2023-02", "ev-minutes-board-2023-02"],
    ),
    (
        "Pyrite decay in the Ashcombe Ichthyosaur - what treatment was recommended?",
        ["inc-ichthyosaur-pyrite", "ev-cr-2021-044"],
    ),
    ("Kessler Osteology Lab", ["kessler-osteology-lab"]),
    ("who are Oakhurst Exhibit Works?", ["oakhurst-exhibit-works"]),
    ("Hidden Kingdom: The World of Insects, when did it run", ["hidden-kingdom"]),
    ("Gareth Pryce's job", ["gareth-pryce"]),
    ("Halloran Trust", ["halloran-trust"]),
    ("contact record for Sir Alastair Crombie", ["alastair-crombie"]),
    ("Peabody-Lowell Museum", ["peabody-lowell"]),
    ("Atacama Meteorite Search 2022 summary", ["atacama-meteorite-search"]),
    ("Palaeontology Collection overview", ["palaeontology-collection"]),
    ("is the Blue John vase in our collection?", ["blue-john-vase"]),
    ("goliath beetles", ["goliath-beetle-drawer"]),
    ("Dactylioceras Ammonite Slab", ["ammonite-slab"]),
    ("Architeuthis tank", ["giant-squid"]),
    ("Dr Ethan Cole", ["ethan-cole"]),
    ("Thistle Mutual policy contact", ["thistle-mutual"]),
    ("Plexus Mountmakers", ["plexus-mountmakers"]),
    ("minutes of the Acquisitions Committee, May 2023", ["acq-2023-05", "ev-minutes-acq-2023-05"]),
    ("Greyfriars Conservation Studio", ["greyfriars-conservation"]),
    ("Northmoor College", ["northmoor-college"]),
    ("Ocean Glass on Tour", ["ocean-glass-tour"]),
    ("Herbarium Digitisation Programme", ["grant-herbarium-digitisation"]),
    ("carpet beetle outbreak in bird store B2", ["inc-bird-store-beetles", "ev-cr-2022-031"]),
    ("Fiona Mackay", ["fiona-mackay"]),
    ("Rosa Quintero - what does she work on?", ["rosa-quintero"]),
    ("IPM grant", ["grant-pest-management"]),
    ("Homo heidelbergensis cast", ["heidelberg-skull-cast"]),
    ("Sulawesi Insect Survey 2018", ["sulawesi-insect-survey"]),
    ("the exhibition sponsorship schedule", ["ev-sponsorship-schedule"]),
    ("staff directory for 2024", ["ev-staff-directory-2024"]),
    ("Blackfriars nail-to-nail schedule", ["ev-insurance-blackfriars-underwriters"]),
    ("Kassel Archaeopteryx Cast", ["archaeopteryx-cast-kassel"]),
    ("Marlow Energy Community Fund", ["marlow-energy"]),
    ("Meridian Crate & Climate", ["meridian-crate"]),
    ("Felix Abara's Karoo field notebook", ["ev-fn-karoo"]),
]

SCRIPT = [
    ("Кто такая Светлана Орлова?", ["svetlana-orlova"]),
    ("контакты Томского музея естествознания", ["museum-tomsk"]),
    (
        "Ποιος είναι ο υπεύθυνος επικοινωνίας στο Μουσείο Φυσικής Ιστορίας Χανίων;",
        ["museum-chania"],
    ),
    ("落ちてきた星たちの巡回展について教えて", ["fallen-stars-asia"]),
    ("国立自然史博物館札幌分館の担当者", ["sapporo-annex"]),
    ("من هي ياسمين الرشيد؟", ["yasmin-al-rashid"]),
    ("page for نيزك الصحراء الكبرى", ["sahara-meteorite"]),
    ("מי זה אורן שלו?", ["oren-shalev"]),
    ("מכון גליל לחקר המדבר", ["galil-institute"]),
    ("प्रिया रामन कौन हैं?", ["priya-raman"]),
    ("भारतीय जीवाश्म अनुसंधान संस्थान", ["indian-fossil-institute"]),
    ("林梅负责什么?", ["lin-mei"]),
    ("银杏化石板是谁捐赠的?", ["ginkgo-fossil-slab", "ev-acc-2022-fontaine"]),
    ("박지우 연구원 정보", ["park-jiwoo"]),
    ("국립자연사관 부산 연락처", ["busan-hall"]),
    ("딱정벌레 유전체 공동연구 진행 상황", ["grant-beetle-genomics"]),
    ("Lucía Ferrández", ["lucia-ferrandez"]),
    ("what's Anaïs Delorme's specialism?", ["anais-delorme"]),
    ("Qui est notre contact au Muséum de Rochefort-sur-Loire ?", ["museum-rochefort"]),
    ("Ansprechpartner im Naturkundemuseum Kassel-Wilhelmshöhe", ["naturkundemuseum-kassel"]),
    ("Studio Vřesová", ["studio-vresova"]),
    ("Kākāpō study skins", ["kakapo-skins"]),
    ("Elif Yıldız", ["elif-yildiz"]),
    ("Fondation Bérangère Massé", ["fondation-berangere-masse"]),
    ("Τι δουλειά κάνει η Ελένη Κατσάρου;", ["eleni-katsarou"]),
    (
        "τι έγινε με την αστοχία αφυγραντήρα στα Χανιά;",
        ["inc-chania-dehumidifier", "ev-cr-2024-047"],
    ),
    ("Где сейчас мамонтёнок Тася?", ["mammoth-calf-tasya"]),
    ("神田浩さんの連絡先", ["hiroshi-kanda"]),
    ("Дмитрий Волконский", ["dmitri-volkonsky"]),
    ("Коллекция Волконского: что в ней хранится?", ["volkonsky-collection"]),
    ("Whare Taonga o Ōtepoti", ["otepoti-museum"]),
    ("Miroslav Dvořák", ["miroslav-dvorak"]),
]

# hop: (text, named page, relation specs); "type>" follows the named page's own relation,
# "<type" the relations other pages point at it with; several specs are a union.
HOP = [
    (
        "who's done conservation work on the Grey Lady?",
        "grey-lady-whale",
        ["conserved_by>", "treated_at>"],
    ),
    ("Which lenders sent objects to Giants of the Ice Age?", "giants-ice-age", ["borrowed_from>"]),
    ("Hidden Kingdom - who lent us pieces for it?", "hidden-kingdom", ["borrowed_from>"]),
    ("what's actually in the Vane Bequest Bird Collection", "vane-bequest-birds", ["<part_of"]),
    ("Who curated Ocean Glass?", "ocean-glass", ["curated_by>"]),
    ("list the venues Mammoths & Megafauna travelled to", "mammoths-megafauna-tour", ["tours_to>"]),
    (
        "everything Caldwell Fine Art Logistics has moved for us",
        "caldwell-logistics",
        ["<shipped_by"],
    ),
    (
        "where did the Blaschka models go for specialist treatment?",
        "blaschka-glass",
        ["treated_at>"],
    ),
    ("who paid for the Atacama Meteorite Search?", "atacama-meteorite-search", ["funded_by>"]),
    ("who was on the Karoo Fossil Survey team", "karoo-fossil-survey", ["<member_of", "led_by>"]),
    ("Ruth Abernathy's direct reports", "ruth-abernathy", ["<reports_to"]),
    ("which specimens has Marcus Bell been studying?", "marcus-bell", ["<studied_by"]),
    ("incidents the trustees went through at the June 2024 board", "board-2024-06", ["reviewed>"]),
    (
        "what got damaged when the Chania dehumidifier failed?",
        "inc-chania-dehumidifier",
        ["affected>"],
    ),
    (
        "everything the Wexcombe Foundation has paid for: grants, fieldwork, shows",
        "wexcombe-foundation",
        ["<awarded_by", "<funded_by", "<sponsored_by"],
    ),
    ("Which loans is Nadia Haddad the registrar on?", "nadia-haddad", ["<handled_by"]),
    (
        "who was in the room for the October 2019 acquisitions committee?",
        "acq-2019-10",
        ["attended_by>", "chaired_by>"],
    ),
    ("where has the passenger pigeon been on show?", "passenger-pigeon-mount", ["<features"]),
    ("who cleaned up after the squid tank leaked?", "inc-squid-formalin-leak", ["remediated_by>"]),
    ("who's insuring the Tasya loan", "loan-in-tomsk-tasya", ["insured_by>"]),
    (
        "people and labs affiliated with Farnley University",
        "farnley-university",
        ["<affiliated_with"],
    ),
    ("which collections does Tobias Wren look after?", "tobias-wren", ["<stewarded_by"]),
    ("sponsors of Fallen Stars", "fallen-stars", ["sponsored_by>"]),
    ("what has Studio Vřesová built for us?", "studio-vresova", ["<fabricated_by"]),
    ("What did Percival Stone give the museum?", "percival-stone", ["<donated_by"]),
    (
        "specimens brought back from the Sulawesi survey",
        "sulawesi-insect-survey",
        ["<collected_during"],
    ),
    (
        "Who's the PI on the Extinct Genomes Project?",
        "grant-thylacine-dna",
        ["principal_investigator>"],
    ),
    ("loans that came in for Deep Time", "deep-time", ["<for_exhibition"]),
    ("what does the IPM grant cover?", "grant-pest-management", ["supports>"]),
    ("Which incidents did Samuel Okoro flag?", "samuel-okoro", ["<reported_by"]),
    ("Thistle Mutual claims - for which incidents?", "thistle-mutual", ["<claimed_on"]),
    (
        "which exhibition was Mammoths & Megafauna adapted from?",
        "mammoths-megafauna-tour",
        ["adapted_from>"],
    ),
    (
        "what did the acquisitions committee approve in September 2022?",
        "acq-2022-09",
        ["approved>"],
    ),
    ("who owns the moa skeleton we borrowed?", "crombie-moa", ["owned_by>"]),
    ("who chaired the March 2024 acquisitions meeting", "acq-2024-03", ["chaired_by>"]),
    ("expeditions the Valdivia museum partnered on", "museo-valdivia", ["<partnered_with"]),
    ("what expedition did Tobias Wren lead?", "tobias-wren", ["<led_by"]),
    ("who is Helena Marsh's line manager?", "helena-marsh", ["reports_to>"]),
    (
        "what problems has the real Ashcombe Ichthyosaur had (not the touring cast)?",
        "ashcombe-ichthyosaur",
        ["<affected"],
    ),
    (
        "What has Kessler Osteology Lab worked on for us?",
        "kessler-osteology-lab",
        ["<treated_at", "<remediated_by"],
    ),
    ("which touring shows is Sofia Andreou curating", "sofia-andreou", ["<curated_by"]),
    ("who found the Mylodon claw in the cave?", "mylodon-claw", ["collected_by>"]),
    ("Svetlana Orlova's institution", "svetlana-orlova", ["affiliated_with>"]),
    (
        "Loan IN-2022-03: which carrier brought it over?",
        "loan-in-kanda-trilobites",
        ["shipped_by>"],
    ),
    ("Which loans has Beatrice Lowe handled herself?", "beatrice-lowe", ["<handled_by"]),
    ("what's on show in the Whale Hall", "whale-hall-reopening", ["features>"]),
]

# hop2: (text, named page, first specs, second specs)
HOP2 = [
    (
        "Which funders backed exhibitions Gareth Pryce curated?",
        "gareth-pryce",
        ["<curated_by"],
        ["sponsored_by>"],
    ),
    (
        "conservators who've worked on birds from the Vane Bequest",
        "vane-bequest-birds",
        ["<part_of"],
        ["conserved_by>"],
    ),
    (
        "Grace Nakamura's loans - which insurers covered them?",
        "grace-nakamura",
        ["<handled_by"],
        ["insured_by>"],
    ),
    (
        "where did the touring version of Fallen Stars go?",
        "fallen-stars",
        ["<adapted_from"],
        ["tours_to>"],
    ),
    (
        "researchers studying objects that were in Fallen Stars",
        "fallen-stars",
        ["features>"],
        ["studied_by>"],
    ),
    (
        "who went out in the field on expeditions Felix Abara led?",
        "felix-abara",
        ["<led_by"],
        ["<member_of"],
    ),
    (
        "donors whose gifts went through the June 2020 acquisitions committee",
        "acq-2020-06",
        ["approved>"],
        ["donated_by>"],
    ),
    (
        "incidents involving anything in the Mammal Collection",
        "mammal-collection",
        ["<part_of"],
        ["<affected"],
    ),
    (
        "lenders to the shows Wexcombe sponsored",
        "wexcombe-foundation",
        ["<sponsored_by"],
        ["borrowed_from>"],
    ),
    (
        "what was collected on expeditions the Valdivia museum partnered on?",
        "museo-valdivia",
        ["<partnered_with"],
        ["<collected_during"],
    ),
    (
        "which carriers moved the loans for Giants of the Ice Age",
        "giants-ice-age",
        ["<for_exhibition"],
        ["shipped_by>"],
    ),
    (
        "fabricators behind the shows the passenger pigeon has appeared in",
        "passenger-pigeon-mount",
        ["<features"],
        ["fabricated_by>"],
    ),
    (
        "which university is the thylacine DNA researcher based at?",
        "thylacine-pair",
        ["studied_by>"],
        ["affiliated_with>"],
    ),
    (
        "who sat on the board meeting that dealt with the Kassel humidity problem?",
        "inc-kassel-humidity",
        ["<reviewed"],
        ["attended_by>", "chaired_by>"],
    ),
    (
        "conservators who handled objects shown in Wings: Birds Lost and Found",
        "wings-lost-found",
        ["features>"],
        ["conserved_by>"],
    ),
    (
        "Which funder is behind the grant Marcus Bell leads?",
        "marcus-bell",
        ["<principal_investigator"],
        ["awarded_by>"],
    ),
    (
        "collections holding what the December 2021 acquisitions committee approved",
        "acq-2021-12",
        ["approved>"],
        ["part_of>"],
    ),
    (
        "who collected the specimens now in the entomology cabinets",
        "entomology-cabinets",
        ["<part_of"],
        ["collected_by>"],
    ),
    (
        "which lenders' loans did Hokuto carry for us?",
        "hokuto-transport",
        ["<shipped_by"],
        ["lender>"],
    ),
    (
        "exhibitions showing things Anaïs Delorme has conserved",
        "anais-delorme",
        ["<conserved_by"],
        ["<features"],
    ),
    (
        "who funds the grant that supports the Vane Bequest?",
        "vane-bequest-birds",
        ["<supports"],
        ["awarded_by>"],
    ),
    (
        "shows hit by incidents that Sofia Andreou reported",
        "sofia-andreou",
        ["<reported_by"],
        ["occurred_during>"],
    ),
    (
        "which registrars handled the loans insured with Nordsee",
        "nordsee-versicherung",
        ["<insured_by"],
        ["handled_by>"],
    ),
    (
        "venues for the touring shows Sofia Andreou curates",
        "sofia-andreou",
        ["<curated_by"],
        ["tours_to>"],
    ),
    (
        "who studies the bones that came with the Volkonsky Collection?",
        "volkonsky-collection",
        ["<part_of"],
        ["studied_by>"],
    ),
    (
        "which exhibitions show specimens Maya Thornton collected?",
        "maya-thornton",
        ["<collected_by"],
        ["<features"],
    ),
]

PARAPHRASE = [
    ("that huge skeleton hanging over the main hall since the 1930s", ["grey-lady-whale"]),
    ("the frozen baby mammoth we borrowed from Siberia", ["mammoth-calf-tasya"]),
    ("which conservator re-seals and tops up the specimen jars?", ["fatima-benali"]),
    ("who runs the pest traps that keep bugs out of the stores?", ["samuel-okoro"]),
    (
        "the French foundation that paid for the cave trip in southern Chile",
        ["fondation-berangere-masse"],
    ),
    ("the Japanese fine-art shipper we use for loans from Asia", ["hokuto-transport"]),
    (
        "the time a forklift dropped the crate with the moon rock",
        ["inc-sapporo-crate-drop", "ev-cr-2024-022"],
    ),
    (
        "when rainwater got into the pressed-plant store and things went mouldy",
        ["inc-herbarium-mould", "ev-cr-2020-006"],
    ),
    ("our German art insurer", ["nordsee-versicherung"]),
    ("egg of the extinct flightless seabird of the North Atlantic", ["great-auk-egg"]),
    ("the giant prehistoric shark jaws rebuilt around genuine teeth", ["megalodon-jaw"]),
    ("the Viennese collector with bugs trapped in fossil tree resin", ["ilse-brandauer"]),
    ("historian writing about Victorian glass jellyfish", ["elif-yildiz"]),
    ("the trustee who chairs the committee deciding what we acquire", ["amelia-rhys"]),
    ("our staffer who sorts out permits, trucks and camps for digs", ["felix-abara"]),
    ("the scientist who dates space rocks and traces who sold them", ["marcus-bell"]),
    ("the patch of ground-sloth skin from a Chilean family's estate", ["salcedo-mylodon-hide"]),
    ("freelancer we hire to hang big skeletons from the ceiling", ["claire-holloway"]),
    ("our exhibitions about rocks falling from space", ["fallen-stars", "fallen-stars-asia"]),
    ("the Korean researcher who sequences DNA from old pinned beetles", ["park-jiwoo"]),
    ("the moth infestation in the fur store", ["inc-mammal-moth", "ev-cr-2021-012"]),
    ("Portuguese partner museum in an old Jesuit college", ["museu-coimbra"]),
    (
        "the Osaka collector's cabinet of fossil arthropods from Morocco and Bohemia",
        ["kanda-trilobites"],
    ),
    ("black glassy impact droplets lent by a Hong Kong collector", ["lam-tektites"]),
    ("the deed of gift for the moon meteorite from the Dubai patron", ["ev-acc-2021-al-rashid"]),
    ("Japanese newspaper story on the meteorite show opening in Hokkaido", ["ev-press-sapporo"]),
    ("field diary from the 2021 trip along the Russian Far East coast", ["ev-fn-kamchatka"]),
    ("the capital money to re-hang the whale", ["grant-whale-remount", "ev-grant-whale-remount"]),
    ("head of the department that repairs and preserves objects", ["ruth-abernathy"]),
    ("remains of the tiny island elephant from Crete", ["cretan-elephant-bones"]),
    (
        "the committee meeting that accepted the Tasmanian tigers",
        ["acq-2019-10", "ev-minutes-acq-2019-10"],
    ),
    ("who signs the indemnity paperwork and keeps the accession register?", ["beatrice-lowe"]),
    ("palaeobotanist working on Jurassic maidenhair-tree leaves", ["arjun-mehta"]),
    (
        "the German-language insurance certificate for our loans",
        ["ev-insurance-nordsee-versicherung"],
    ),
]


def _follow(relations: list[tuple[str, str, str]], start: set[str], specs: list[str]) -> set[str]:
    found: set[str] = set()
    for spec in specs:
        if spec.endswith(">"):
            rtype = spec[:-1]
            found |= {t for s, r, t in relations if r == rtype and s in start}
        else:
            rtype = spec[1:]
            found |= {s for s, r, t in relations if r == rtype and t in start}
    return found


def _questions(world: _World) -> list[Question]:
    rels = world.relations
    questions = [Question(text, "lexical", set(ids)) for text, ids in LEXICAL]
    questions += [Question(text, "script", set(ids)) for text, ids in SCRIPT]
    for text, named, specs in HOP:
        relevant = _follow(rels, {named}, specs) - {named}
        assert relevant, text
        questions.append(Question(text, "hop", relevant))
    for text, named, first, second in HOP2:
        middle = _follow(rels, {named}, first) - {named}
        relevant = _follow(rels, middle, second) - {named}
        assert middle and relevant, text
        questions.append(Question(text, "hop2", relevant))
    questions += [Question(text, "paraphrase", set(ids)) for text, ids in PARAPHRASE]
    return questions


def build(seed: int = 7) -> EvalSet:
    """The set: about 300 documents and about 180 labelled questions."""
    rng = random.Random(seed)
    world = _World()
    for ev in world.evidence:
        hour, minute = rng.randint(7, 18), rng.choice((0, 15, 30, 45))
        ev["ts"] = f"{ev['date']}T{hour:02d}:{minute:02d}:00Z"
    about: dict[str, list[dict]] = defaultdict(list)
    for ev in sorted(world.evidence, key=lambda e: (e["date"], e["id"])):
        for pid in dict.fromkeys(ev["about"]):
            assert pid in world.pages, (ev["id"], pid)
            about[pid].append(ev)
    backlinks: dict[str, list[str]] = defaultdict(list)
    for src, _rtype, target in world.relations:
        assert src in world.pages and target in world.pages, (src, target)
        if src not in backlinks[target]:
            backlinks[target].append(src)
    documents = [_evidence_doc(ev) for ev in world.evidence]
    for pid in world.pages:
        assert about[pid], f"{pid} cites no evidence"
        documents.append(_page_doc(world, pid, about[pid], backlinks[pid]))
    questions = _questions(world)
    rng.shuffle(documents)
    rng.shuffle(questions)
    return EvalSet(documents=documents, questions=questions)


_LINK_RE = re.compile(r"\[\[(page|evidence):([^|\]#]+)")


def _check(seed: int = 7) -> None:
    """Build the set, validate every document and label, and print its counts."""
    from brain.toolkit.validation import validate_document

    data = build(seed)
    docs = {d.brain_id: d for d in data.documents}
    assert len(docs) == len(data.documents), "duplicate ids"
    problems = []
    for doc in data.documents:
        for problem in validate_document(doc, file_stem=doc.brain_id):
            problems.append((doc.path, problem))
        for rel in doc.relations:
            if rel.target not in docs or docs[rel.target].kind != "page":
                problems.append((doc.path, f"relation target {rel.target} missing"))
            elif f"[[page:{rel.target}|" not in doc.body:
                problems.append((doc.path, f"relation target {rel.target} not linked"))
        for kind, target in _LINK_RE.findall(doc.body):
            want = "page" if kind == "page" else "evidence"
            if target not in docs or docs[target].kind != want:
                problems.append((doc.path, f"broken {kind} link {target}"))
        plain_alias = any(a.isascii() for a in doc.aliases)
        if doc.kind == "page" and _has_other_letters(doc.title) and not plain_alias:
            problems.append((doc.path, "non-ASCII title without a plain-Latin alias"))
    for question in data.questions:
        if not question.relevant:
            problems.append((question.text, "no relevant documents"))
        for rid in question.relevant:
            if rid not in docs:
                problems.append((question.text, f"relevant id {rid} missing"))
    texts = Counter(q.text for q in data.questions)
    problems += [(t, "duplicate question") for t, n in texts.items() if n > 1]
    if problems:
        for where, what in problems[:40]:
            print(where, what)
        raise AssertionError(f"{len(problems)} problems")
    by_folder = Counter((d.folder, d.type) for d in data.documents)
    print(f"documents: {len(data.documents)}")
    for (folder, type_), n in sorted(by_folder.items()):
        print(f"  {folder:32} {type_:8} {n}")
    kinds = Counter(d.kind for d in data.documents)
    print("kinds:", dict(sorted(kinds.items())))
    relation_types = {r.type for d in data.documents for r in d.relations}
    print(f"relation types: {len(relation_types)}")
    other = sum(1 for d in data.documents if _has_other_letters(d.title))
    print(f"titles in another script or with diacritics: {other}/{len(data.documents)}")
    print(f"questions: {len(data.questions)}")
    for kind, n in sorted(Counter(q.kind for q in data.questions).items()):
        print(f"  {kind:11} {n}")
    print("check passed")


if __name__ == "__main__":
    _check()
