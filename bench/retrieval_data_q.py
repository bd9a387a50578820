"""Set Q: a held-out labelled retrieval set over a renewable-energy developer's brain.

Data card
---------
*What the brain is.* The knowledge store of "Brightfell Energy", an invented developer of
wind farms, solar parks and battery storage: its sites (nested under `projects/sites/...`),
landowners, staff and outside contacts (in Latin with diacritics, Cyrillic, Greek, Arabic,
Hebrew, Devanagari, Chinese, Japanese and Korean), suppliers, EPC and O&M contractors, grid
operators and their connection agreements (titles ending in a reference code), planning
authorities and permits, consultancies, lenders and investors, community benefit funds,
board / investment-committee / consultation meetings and incidents (titles ending in a
date), and decisions. Pages are linked by typed relations and page links; every statement of
a page's compiled truth cites an evidence document (`kind: evidence`, under `evidence/`).
About 250 documents, about 150 questions.

*How it was written.* By an independent generator that saw only the document format
(docs/format.md, the toolkit's document, validation and claims modules) and the `Question` /
`EvalSet` shapes of bench/retrieval_data.py; never the ranker, the search services, the
evaluation harness or any other retrieval set. Everything is invented; names are fictional.

*Question kinds.* `lexical` names its answer (title, alias or two distinctive words of one);
`script` asks for one person named in a non-Latin script, in that script; `hop` is answered
through one link from the page it describes (its `anchor`) and shares no distinctive word with
its answer; `hop2` is two links away (bridges are sites, meetings, agreements, permits,
people); `paraphrase` asks for a page in words unlike its title (at most one shared
distinctive word). `_check` enforces all of this.

*HELD OUT.* This set exists to measure, not to tune: nobody tuning the ranker (or its
features, weights or word lists) should read this file, its questions or its scores.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
from dataclasses import dataclass

from bench.retrieval_data import EvalSet, Question
from brain.toolkit.claims import uncited_statements
from brain.toolkit.document import Document, parse_document
from brain.toolkit.validation import validate_document


@dataclass
class AnchoredQuestion(Question):
    anchor: str = ""


# --------------------------------------------------------------------------------------
# The world
# --------------------------------------------------------------------------------------

DEV = "brightfell-energy"

# id, title, aliases, folder, role, reports_to
STAFF = [
    ("hamish-corrigan", "Hamish Corrigan", [], "chief executive and founder of the company", ""),
    (
        "oluwaseun-adeyemi",
        "Oluwaseun Adeyemi",
        ["Seun Adeyemi"],
        "chief financial officer, who runs the lender relationships and chairs the investment"
        " committee",
        "hamish-corrigan",
    ),
    (
        "beatriz-conceicao",
        "Beatriz Conceição",
        [],
        "head of development, who owns the pipeline from land option to consent",
        "hamish-corrigan",
    ),
    (
        "isla-fairbairn",
        "Isla Fairbairn",
        [],
        "project manager for the Scottish onshore schemes",
        "beatriz-conceicao",
    ),
    (
        "niamh-doherty",
        "Niamh Doherty",
        [],
        "project manager for the English schemes in construction",
        "beatriz-conceicao",
    ),
    (
        "tomasz-wroblewski",
        "Tomasz Wróblewski",
        ["Tomek"],
        "project manager for the German market entry and for turbine extensions",
        "beatriz-conceicao",
    ),
    (
        "ananya-sharma",
        "अनन्या शर्मा",
        ["Ananya Sharma"],
        "project engineer who leads photovoltaic layout design and yield modelling",
        "beatriz-conceicao",
    ),
    (
        "gunnar-thorsson",
        "Gunnar Þórsson",
        [],
        "wind resource analyst and offshore project lead",
        "beatriz-conceicao",
    ),
    (
        "maelle-ferrand",
        "Maëlle Ferrand",
        [],
        "permitting lead who writes the environmental statements",
        "beatriz-conceicao",
    ),
    (
        "layla-haddad",
        "ليلى حداد",
        [],
        "grid connections engineer who negotiates export capacity with network operators",
        "beatriz-conceicao",
    ),
    (
        "kenichi-sato",
        "佐藤 健一",
        ["Kenichi Sato"],
        "storage specialist who sizes cells, augmentation and warranties",
        "beatriz-conceicao",
    ),
    (
        "soren-kjaergaard",
        "Søren Kjærgaard",
        [],
        "construction manager who supervises civil works, cranes and cabling on site",
        "beatriz-conceicao",
    ),
    (
        "kwame-asante",
        "Kwame Asante",
        [],
        "health, safety and environment manager",
        "hamish-corrigan",
    ),
    (
        "eleni-pappa",
        "Ελένη Παππά",
        [],
        "in-house ecologist specialising in raptors, waders and blanket bog",
        "maelle-ferrand",
    ),
    (
        "rhys-pemberton",
        "Rhys Pemberton",
        [],
        "head of asset management for everything that is generating",
        "oluwaseun-adeyemi",
    ),
    (
        "dmitri-sokolov",
        "Дмитрий Соколов",
        ["Dmitry Sokolov"],
        "asset manager for the operating wind fleet, tracking availability and blade condition",
        "rhys-pemberton",
    ),
    (
        "park-seoyeon",
        "박서연",
        [],
        "operations and maintenance manager for photovoltaic and battery assets",
        "rhys-pemberton",
    ),
    (
        "yonatan-cohen",
        "יונתן כהן",
        [],
        "financial analyst who builds the project finance models and debt sizing",
        "oluwaseun-adeyemi",
    ),
    (
        "chen-xiaoming",
        "陈晓明",
        [],
        "procurement lead who negotiates equipment supply contracts and warranties",
        "oluwaseun-adeyemi",
    ),
    (
        "aoife-ni-bhriain",
        "Aoife Ní Bhriain",
        [],
        "community liaison officer who organises consultations and handles residents' complaints",
        "beatriz-conceicao",
    ),
]

# id, title, aliases, role, employer
CONTACTS = [
    (
        "giorgos-alexiou",
        "Γιώργος Αλεξίου",
        [],
        "acoustic consultant who models cooling-fan and turbine sound at dwellings",
        "decibel-acoustics",
    ),
    (
        "olga-petrenko",
        "Ольга Петренко",
        [],
        "credit officer handling our term loans",
        "banque-verdier",
    ),
    ("wang-fang", "王芳", [], "key account manager for module deliveries", "qingyang-suncell"),
    (
        "misaki-tanaka",
        "田中 美咲",
        [],
        "applications engineer for sodium-ion cell racks",
        "kaminari-cells",
    ),
    ("lee-junho", "이준호", [], "site lead for the contractor's electrical crews", "tarrant-epc"),
    (
        "rafael-ibanez",
        "Rafael Ibáñez",
        [],
        "case officer who handles our applications",
        "wenham-vale-district-council",
    ),
    (
        "chidi-okonkwo",
        "Chidi Okonkwo",
        [],
        "connections planner who issues offers and curtailment studies",
        "meridian-distribution-network",
    ),
    (
        "saoirse-quigley",
        "Saoirse Quigley",
        [],
        "chartered landscape architect preparing visualisations and photomontages",
        "tormentil-landscape",
    ),
    (
        "berenice-aubry",
        "Bérénice Aubry",
        [],
        "principal ornithologist running vantage-point surveys",
        "greenshank-ecology",
    ),
    ("yusuf-demir", "Yusuf Demir", [], "rope-access technician lead", "bladecare-technical"),
    (
        "rajesh-verma",
        "राजेश वर्मा",
        [],
        "commissioning engineer for containerised storage",
        "ampvault-storage",
    ),
]

LANDOWNERS = [
    ("ewan-mackay", "Ewan Mackay", "hill farmer who runs sheep on the ridge"),
    ("margaret-thorley", "Margaret Thorley", "owner of a sporting estate with grouse butts"),
    ("ingrid-halvorsen", "Ingrid Halvorsen", "coastal farmer whose fields host the substation"),
    ("fiona-lennox", "Fiona Lennox", "estate owner and retired veterinary surgeon"),
    ("cormac-breslin", "Cormac Breslin", "dairy farmer who leased the hilltop in 1994"),
    ("giles-penhallow", "Giles Penhallow", "arable farmer who switched to grazing"),
    ("rosalind-varley", "Rosalind Varley", "director of a waste company that owns a landfill"),
    ("edith-sandbach", "Edith Sandbach", "fenland grower of potatoes and sugar beet"),
    ("dafydd-prys", "Dafydd Prys", "orchard keeper and cider maker"),
    ("heinrich-vogelsang", "Heinrich Vogelsang", "owner of a decommissioned airfield"),
    ("alasdair-munro", "Alasdair Munro", "crofter next to the transmission substation"),
    ("lorna-featherstonehaugh", "Lorna Featherstonehaugh", "owner of a worked-out quarry"),
    ("jozef-kowalczyk", "Józef Kowalczyk", "scrap merchant who bought the old rail yard"),
    ("hilde-ostergaard", "Hilde Østergaard", "horticulturalist who owns glasshouses"),
    ("ruairidh-macaskill", "Ruairidh MacAskill", "stalking estate owner with red deer"),
    ("bartholomew-quince", "Bartholomew Quince", "smallholder beside the motorway junction"),
]

CHAIRS = [
    ("morag-sinclair", "Morag Sinclair", "retired headteacher"),
    ("trevor-bellingham", "Trevor Bellingham", "parish councillor"),
    ("iain-macleod", "Iain MacLeod", "harbour master"),
    ("janet-oddie", "Janet Oddie", "church warden"),
    ("carys-bevan", "Carys Bevan", "primary school governor"),
    ("wilfred-hames", "Wilfred Hames", "residents' association secretary"),
    ("seonaid-gillies", "Seonaid Gillies", "community council convener"),
    ("agnieszka-zielinska", "Agnieszka Zielińska", "co-operative treasurer"),
]

# id, title, aliases, folder, description
COMPANIES = [
    (
        DEV,
        "Brightfell Energy",
        ["Brightfell"],
        "organisations",
        "the independent developer and owner whose pipeline this brain records",
    ),
    (
        "vestrana-turbines",
        "Vestrana Turbines A/S",
        ["Vestrana"],
        "organisations/suppliers/turbines",
        "Danish maker of direct-drive machines with permanent-magnet generators",
    ),
    (
        "nordavind-maskin",
        "Nordavind Maskin AB",
        ["Nordavind"],
        "organisations/suppliers/turbines",
        "Swedish builder of geared machines for cold climates with blade de-icing",
    ),
    (
        "helion-photonics",
        "Helion Photonics",
        [],
        "organisations/suppliers/modules",
        "bifacial module manufacturer with factories in Malaysia",
    ),
    (
        "qingyang-suncell",
        "Qingyang SunCell Co., Ltd.",
        ["SunCell"],
        "organisations/suppliers/modules",
        "Chinese producer of n-type TOPCon cells and glass-glass modules",
    ),
    (
        "ampvault-storage",
        "Ampvault Storage Systems",
        ["Ampvault"],
        "organisations/suppliers/batteries",
        "integrator of containerised lithium iron phosphate racks",
    ),
    (
        "kaminari-cells",
        "Kaminari Cells K.K.",
        ["Kaminari"],
        "organisations/suppliers/batteries",
        "Japanese manufacturer of long-duration sodium-ion racks",
    ),
    (
        "stellwerk-inverters",
        "Stellwerk Inverters GmbH",
        ["Stellwerk"],
        "organisations/suppliers/electrical",
        "German maker of central power-conversion skids",
    ),
    (
        "ardmore-civil-electrical",
        "Ardmore Civil & Electrical",
        ["Ardmore"],
        "organisations/contractors/epc",
        "Highland civil engineering firm that builds roads, foundations and cabling",
    ),
    (
        "coldharbour-build-partners",
        "Coldharbour Build Partners",
        ["Coldharbour"],
        "organisations/contractors/epc",
        "turnkey builder working across northern England",
    ),
    (
        "tarrant-epc",
        "Tarrant EPC Services",
        ["Tarrant"],
        "organisations/contractors/epc",
        "engineering, procurement and construction firm for large electrical works",
    ),
    (
        "baumeister-energiebau",
        "Baumeister Energiebau GmbH",
        [],
        "organisations/contractors/epc",
        "Saxon general contractor for ground-mounted arrays",
    ),
    (
        "bladecare-technical",
        "BladeCare Technical",
        [],
        "organisations/contractors/om",
        "rope-access blade repair and turbine servicing crew",
    ),
    (
        "fieldcrest-asset-services",
        "Fieldcrest Asset Services",
        ["Fieldcrest"],
        "organisations/contractors/om",
        "high-voltage maintenance and substation servicing outfit",
    ),
    (
        "solwatch-operations",
        "Solwatch Operations",
        ["Solwatch"],
        "organisations/contractors/om",
        "remote monitoring, vegetation and module cleaning service",
    ),
    (
        "northern-isles-transmission",
        "Northern Isles Transmission plc",
        ["NIT"],
        "organisations/grid/transmission",
        "transmission owner for the north of Scotland",
    ),
    (
        "meridian-distribution-network",
        "Meridian Distribution Network",
        ["MDN"],
        "organisations/grid/distribution",
        "distribution operator for the Pennines and the east",
    ),
    (
        "wessex-power-networks",
        "Wessex Power Networks",
        ["WPN"],
        "organisations/grid/distribution",
        "distribution operator for the south-west",
    ),
    (
        "ostnetz-verteiler",
        "Ostnetz Verteiler GmbH",
        ["Ostnetz"],
        "organisations/grid/distribution",
        "German regional system operator",
    ),
    (
        "strathmoray-council",
        "Strathmoray Council",
        [],
        "organisations/public/planning",
        "Highland local planning body",
    ),
    (
        "east-pennine-district-council",
        "East Pennine District Council",
        [],
        "organisations/public/planning",
        "upland district planning body",
    ),
    (
        "wenham-vale-district-council",
        "Wenham Vale District Council",
        [],
        "organisations/public/planning",
        "lowland district planning body",
    ),
    (
        "kernow-west-council",
        "Kernow West Council",
        [],
        "organisations/public/planning",
        "unitary planning body in the far south-west",
    ),
    (
        "holderness-fenland-borough-council",
        "Holderness Fenland Borough Council",
        [],
        "organisations/public/planning",
        "borough planning body for the drained fens",
    ),
    (
        "landkreis-hohenbruch",
        "Landkreis Hohenbruch",
        [],
        "organisations/public/planning",
        "German district office that issues building permits",
    ),
    (
        "marine-licensing-directorate",
        "Marine Licensing Directorate",
        ["MLD"],
        "organisations/public/marine",
        "government body licensing works at sea",
    ),
    (
        "greenshank-ecology",
        "Greenshank Ecology",
        [],
        "organisations/consultancies/ecology",
        "bird, bat and peatland survey consultancy",
    ),
    (
        "decibel-acoustics",
        "Decibel Acoustics Partnership",
        ["Decibel"],
        "organisations/consultancies/acoustics",
        "sound propagation and vibration consultancy",
    ),
    (
        "tormentil-landscape",
        "Tormentil Landscape Studio",
        ["Tormentil"],
        "organisations/consultancies/landscape",
        "visual impact and photomontage practice",
    ),
    (
        "calder-infrastructure-fund",
        "Calder Infrastructure Fund",
        ["CIF"],
        "organisations/finance/investors",
        "equity investor holding minority stakes",
    ),
    (
        "banque-verdier",
        "Banque Verdier",
        [],
        "organisations/finance/lenders",
        "French bank providing senior term debt",
    ),
    (
        "northgate-green-bank",
        "Northgate Green Bank",
        [],
        "organisations/finance/lenders",
        "public green lender for construction facilities",
    ),
    (
        "sakura-clean-energy-capital",
        "Sakura Clean Energy Capital",
        ["SCEC"],
        "organisations/finance/investors",
        "Japanese pension-backed equity investor",
    ),
]

# id, title, aliases, tech, town, MW, landowner, supplier, epc, om, authority, grid operator,
# manager, financier, consultant, description
SITES = [
    (
        "carn-dubh-wind-farm",
        "Carn Dubh Wind Farm",
        ["Carn Dubh", "CDWF"],
        "wind",
        "Ballachurn",
        42,
        "ewan-mackay",
        "vestrana-turbines",
        "ardmore-civil-electrical",
        "bladecare-technical",
        "strathmoray-council",
        "northern-isles-transmission",
        "dmitri-sokolov",
        "calder-infrastructure-fund",
        "greenshank-ecology",
        "fourteen machines on a granite ridge above a salmon river, generating since 2024",
    ),
    (
        "hollin-moor-wind-farm",
        "Hollin Moor Wind Farm",
        ["Hollin Moor"],
        "wind",
        "Thwaite Bridge",
        36,
        "margaret-thorley",
        "nordavind-maskin",
        "coldharbour-build-partners",
        "bladecare-technical",
        "east-pennine-district-council",
        "meridian-distribution-network",
        "niamh-doherty",
        "northgate-green-bank",
        "greenshank-ecology",
        "an upland scheme beside a grouse moor, under construction with nine towers erected",
    ),
    (
        "skerrow-offshore-array",
        "Skerrow Offshore Array",
        ["Skerrow"],
        "wind",
        "Portnacraig",
        480,
        "ingrid-halvorsen",
        "vestrana-turbines",
        "tarrant-epc",
        "fieldcrest-asset-services",
        "marine-licensing-directorate",
        "northern-isles-transmission",
        "gunnar-thorsson",
        "sakura-clean-energy-capital",
        "greenshank-ecology",
        "fixed-bottom foundations twenty kilometres out to sea, landing its export cable on"
        " farmland",
    ),
    (
        "brae-of-lunan-extension",
        "Brae of Lunan Wind Extension",
        ["Lunan Extension"],
        "wind",
        "Inverlunan",
        24,
        "fiona-lennox",
        "nordavind-maskin",
        "ardmore-civil-electrical",
        "bladecare-technical",
        "strathmoray-council",
        "northern-isles-transmission",
        "tomasz-wroblewski",
        "calder-infrastructure-fund",
        "tormentil-landscape",
        "a six-machine addition to an existing cluster, waiting on a public inquiry",
    ),
    (
        "fennick-ridge-repowering",
        "Fennick Ridge Repowering",
        ["Fennick Ridge"],
        "wind",
        "Askerby",
        30,
        "cormac-breslin",
        "vestrana-turbines",
        "coldharbour-build-partners",
        "bladecare-technical",
        "east-pennine-district-council",
        "meridian-distribution-network",
        "gunnar-thorsson",
        "northgate-green-bank",
        "tormentil-landscape",
        "swapping twenty-two machines from the 1990s for seven modern ones on the same hilltop",
    ),
    (
        "ashgrove-solar-park",
        "Ashgrove Solar Park",
        ["Ashgrove"],
        "solar",
        "Little Wenham",
        49.9,
        "giles-penhallow",
        "helion-photonics",
        "tarrant-epc",
        "solwatch-operations",
        "wenham-vale-district-council",
        "wessex-power-networks",
        "ananya-sharma",
        "banque-verdier",
        "tormentil-landscape",
        "bifacial panels on former arable land, with sheep grazing between the rows",
    ),
    (
        "marston-vale-solar",
        "Marston Vale Solar",
        ["Marston Vale"],
        "solar",
        "Cranbury",
        35,
        "rosalind-varley",
        "qingyang-suncell",
        "tarrant-epc",
        "solwatch-operations",
        "wenham-vale-district-council",
        "wessex-power-networks",
        "niamh-doherty",
        "banque-verdier",
        "tormentil-landscape",
        "an array on a capped rubbish tip, ballasted so the clay cap is never pierced",
    ),
    (
        "ollerby-fen-solar-farm",
        "Ollerby Fen Solar Farm",
        ["Ollerby Fen"],
        "solar",
        "Holmwick",
        28,
        "edith-sandbach",
        "helion-photonics",
        "coldharbour-build-partners",
        "solwatch-operations",
        "holderness-fenland-borough-council",
        "meridian-distribution-network",
        "maelle-ferrand",
        "northgate-green-bank",
        "greenshank-ecology",
        "single-axis trackers on drained peat, where breeding lapwing shaped the layout",
    ),
    (
        "kestle-down-agrivoltaics",
        "Kestle Down Agrivoltaics",
        ["Kestle Down"],
        "solar",
        "St Merrow",
        12,
        "dafydd-prys",
        "helion-photonics",
        "tarrant-epc",
        "solwatch-operations",
        "kernow-west-council",
        "wessex-power-networks",
        "ananya-sharma",
        "calder-infrastructure-fund",
        "tormentil-landscape",
        "raised modules over a working apple orchard, run as a research trial with a university",
    ),
    (
        "sunnhagen-solarpark",
        "Solarpark Sunnhagen",
        ["Sunnhagen"],
        "solar",
        "Hohenbruch",
        60,
        "heinrich-vogelsang",
        "qingyang-suncell",
        "baumeister-energiebau",
        "solwatch-operations",
        "landkreis-hohenbruch",
        "ostnetz-verteiler",
        "tomasz-wroblewski",
        "banque-verdier",
        "greenshank-ecology",
        "the first scheme in Germany, on a former military airfield, selling power to a"
        " carmaker under a corporate offtake",
    ),
    (
        "drummore-battery-store",
        "Drummore Battery Store",
        ["Drummore BESS"],
        "storage",
        "Drummore",
        50,
        "alasdair-munro",
        "ampvault-storage",
        "ardmore-civil-electrical",
        "fieldcrest-asset-services",
        "strathmoray-council",
        "northern-isles-transmission",
        "kenichi-sato",
        "sakura-clean-energy-capital",
        "decibel-acoustics",
        "a two-hour lithium iron phosphate system beside a substation, earning from frequency"
        " response",
    ),
    (
        "pellow-cross-battery-hub",
        "Pellow Cross Battery Hub",
        ["Pellow Cross"],
        "storage",
        "Pellow",
        100,
        "lorna-featherstonehaugh",
        "kaminari-cells",
        "tarrant-epc",
        "fieldcrest-asset-services",
        "kernow-west-council",
        "wessex-power-networks",
        "kenichi-sato",
        "northgate-green-bank",
        "decibel-acoustics",
        "a four-hour system in a former quarry, the largest storage asset in the pipeline",
    ),
    (
        "redwater-sidings-battery",
        "Redwater Sidings Battery",
        ["Redwater Sidings"],
        "storage",
        "Redwater",
        20,
        "jozef-kowalczyk",
        "ampvault-storage",
        "coldharbour-build-partners",
        "fieldcrest-asset-services",
        "east-pennine-district-council",
        "meridian-distribution-network",
        "park-seoyeon",
        "calder-infrastructure-fund",
        "decibel-acoustics",
        "a small system on old railway land next to a housing estate, where fan hum was the"
        " main objection",
    ),
    (
        "varnby-hybrid-site",
        "Varnby Hybrid Site",
        ["Varnby"],
        "hybrid",
        "Varnby",
        45,
        "hilde-ostergaard",
        "helion-photonics",
        "coldharbour-build-partners",
        "solwatch-operations",
        "wenham-vale-district-council",
        "wessex-power-networks",
        "maelle-ferrand",
        "sakura-clean-energy-capital",
        "tormentil-landscape",
        "panels and a co-located battery sharing one export connection behind glasshouses",
    ),
    (
        "gleann-ruadh-wind-farm",
        "Gleann Ruadh Wind Farm",
        ["Gleann Ruadh"],
        "wind",
        "Kinlochbeag",
        64,
        "ruairidh-macaskill",
        "vestrana-turbines",
        "ardmore-civil-electrical",
        "fieldcrest-asset-services",
        "strathmoray-council",
        "northern-isles-transmission",
        "isla-fairbairn",
        "sakura-clean-energy-capital",
        "greenshank-ecology",
        "sixteen towers in a deer forest, with bog restoration and a golden eagle collision study",
    ),
    (
        "tollgate-lane-solar",
        "Tollgate Lane Solar",
        ["Tollgate Lane"],
        "solar",
        "Brockhampton",
        18,
        "bartholomew-quince",
        "qingyang-suncell",
        "coldharbour-build-partners",
        "solwatch-operations",
        "wenham-vale-district-council",
        "meridian-distribution-network",
        "niamh-doherty",
        "northgate-green-bank",
        "tormentil-landscape",
        "a scheme beside a motorway junction, half owned by a local co-operative through a"
        " share offer",
    ),
]

TECH = {
    "wind": "onshore wind",
    "solar": "ground-mounted photovoltaic",
    "storage": "battery energy storage",
    "hybrid": "photovoltaic-plus-storage",
}

# site -> (fund id, title, chair)
FUNDS = {
    "carn-dubh-wind-farm": (
        "ballachurn-community-benefit-fund",
        "Ballachurn Community Benefit Fund",
        "morag-sinclair",
    ),
    "hollin-moor-wind-farm": (
        "thwaite-bridge-village-trust",
        "Thwaite Bridge Village Trust",
        "trevor-bellingham",
    ),
    "brae-of-lunan-extension": (
        "inverlunan-development-fund",
        "Inverlunan Development Fund",
        "iain-macleod",
    ),
    "ashgrove-solar-park": (
        "little-wenham-parish-grants",
        "Little Wenham Parish Grants",
        "janet-oddie",
    ),
    "kestle-down-agrivoltaics": (
        "st-merrow-orchard-and-schools-fund",
        "St Merrow Orchard & Schools Fund",
        "carys-bevan",
    ),
    "redwater-sidings-battery": (
        "redwater-neighbourhood-fund",
        "Redwater Neighbourhood Fund",
        "wilfred-hames",
    ),
    "gleann-ruadh-wind-farm": (
        "kinlochbeag-community-trust",
        "Kinlochbeag Community Trust",
        "seonaid-gillies",
    ),
    "tollgate-lane-solar": (
        "brockhampton-energy-co-operative",
        "Brockhampton Energy Co-operative",
        "agnieszka-zielinska",
    ),
}

# site -> agreement title (every site has one)
AGREEMENTS = {
    "carn-dubh-wind-farm": "Bilateral Connection Agreement NIT-BCA-0412",
    "hollin-moor-wind-farm": "Connection Offer MDN/22/0788",
    "skerrow-offshore-array": "Bilateral Connection Agreement NIT-BCA-1147",
    "brae-of-lunan-extension": "Modification Application NIT-MA-0093",
    "fennick-ridge-repowering": "Connection Offer MDN/24/1310",
    "ashgrove-solar-park": "Export Connection Agreement WPN-EC-5521",
    "marston-vale-solar": "Export Connection Agreement WPN-EC-5634",
    "ollerby-fen-solar-farm": "Connection Offer MDN/23/0951",
    "kestle-down-agrivoltaics": "Export Connection Agreement WPN-EC-6002",
    "sunnhagen-solarpark": "Netzanschlussvertrag OVG-2025-031",
    "drummore-battery-store": "Bilateral Connection Agreement NIT-BCA-1290",
    "pellow-cross-battery-hub": "Import-Export Agreement WPN-IE-0217",
    "redwater-sidings-battery": "Import-Export Agreement MDN-IE-0044",
    "varnby-hybrid-site": "Export Connection Agreement WPN-EC-6118",
    "gleann-ruadh-wind-farm": "Bilateral Connection Agreement NIT-BCA-0877",
    "tollgate-lane-solar": "Connection Offer MDN/25/0162",
}

# site -> permit title
PERMITS = {
    "carn-dubh-wind-farm": "Section 36 Consent S36-2019-014",
    "hollin-moor-wind-farm": "Planning Permission 22/00417/FUL",
    "skerrow-offshore-array": "Marine Licence ML-2023-0091",
    "fennick-ridge-repowering": "Planning Permission 24/01932/FUL",
    "ashgrove-solar-park": "Planning Permission DC/21/03310",
    "marston-vale-solar": "Planning Permission DC/22/01187",
    "ollerby-fen-solar-farm": "Planning Permission HF/23/0420",
    "sunnhagen-solarpark": "Baugenehmigung BG-2024-117",
    "drummore-battery-store": "Planning Permission 23/00671/FUL",
    "redwater-sidings-battery": "Planning Permission 21/02256/FUL",
    "gleann-ruadh-wind-farm": "Section 36 Consent S36-2021-027",
    "tollgate-lane-solar": "Planning Permission DC/24/00590",
}

# id, title, folder, attendees, sites discussed, summary, jamie meeting id
MEETINGS = [
    (
        "board-meeting-2026-01-15",
        "Board Meeting 2026-01-15",
        "meetings/governance/board",
        ["hamish-corrigan", "oluwaseun-adeyemi", "beatriz-conceicao", "yonatan-cohen"],
        ["hollin-moor-wind-farm", "sunnhagen-solarpark"],
        "reviewed construction progress and the German offtake",
        "mtg_5101",
    ),
    (
        "board-meeting-2026-04-16",
        "Board Meeting 2026-04-16",
        "meetings/governance/board",
        ["hamish-corrigan", "oluwaseun-adeyemi", "dmitri-sokolov"],
        ["carn-dubh-wind-farm", "redwater-sidings-battery"],
        "reviewed fleet availability and residents' complaints",
        "mtg_5188",
    ),
    (
        "board-meeting-2026-07-16",
        "Board Meeting 2026-07-16",
        "meetings/governance/board",
        ["hamish-corrigan", "oluwaseun-adeyemi", "beatriz-conceicao", "kwame-asante"],
        ["skerrow-offshore-array"],
        "reviewed offshore capital cost inflation and the safety record",
        "mtg_5262",
    ),
    (
        "board-meeting-2026-10-15",
        "Board Meeting 2026-10-15",
        "meetings/governance/board",
        ["hamish-corrigan", "beatriz-conceicao", "rhys-pemberton"],
        ["pellow-cross-battery-hub", "gleann-ruadh-wind-farm"],
        "reviewed raptor monitoring and the storage pipeline",
        "mtg_5340",
    ),
    (
        "investment-committee-2026-02-05",
        "Investment Committee 2026-02-05",
        "meetings/governance/investment-committee",
        ["oluwaseun-adeyemi", "yonatan-cohen", "chen-xiaoming", "olga-petrenko"],
        ["ashgrove-solar-park", "marston-vale-solar"],
        "approved module procurement and debt terms",
        "mtg_5122",
    ),
    (
        "investment-committee-2026-05-07",
        "Investment Committee 2026-05-07",
        "meetings/governance/investment-committee",
        ["oluwaseun-adeyemi", "yonatan-cohen", "kenichi-sato"],
        ["pellow-cross-battery-hub"],
        "weighed two-hour against four-hour duration",
        "mtg_5203",
    ),
    (
        "investment-committee-2026-08-06",
        "Investment Committee 2026-08-06",
        "meetings/governance/investment-committee",
        ["oluwaseun-adeyemi", "yonatan-cohen", "gunnar-thorsson"],
        ["skerrow-offshore-array", "fennick-ridge-repowering"],
        "compared returns of the offshore and repowering cases",
        "mtg_5277",
    ),
    (
        "investment-committee-2026-11-05",
        "Investment Committee 2026-11-05",
        "meetings/governance/investment-committee",
        ["oluwaseun-adeyemi", "yonatan-cohen", "niamh-doherty"],
        ["tollgate-lane-solar"],
        "agreed the structure of the residents' share offer",
        "mtg_5361",
    ),
    (
        "drop-in-exhibition-2026-03-03",
        "Drop-in Exhibition at the Institute 2026-03-03",
        "meetings/community/consultations",
        ["niamh-doherty", "aoife-ni-bhriain", "trevor-bellingham"],
        ["hollin-moor-wind-farm"],
        "residents asked about construction traffic on the moor road",
        "mtg_5150",
    ),
    (
        "public-consultation-evening-2026-03-24",
        "Public Consultation Evening 2026-03-24",
        "meetings/community/consultations",
        ["tomasz-wroblewski", "aoife-ni-bhriain", "iain-macleod", "saoirse-quigley"],
        ["brae-of-lunan-extension"],
        "photomontages were shown and the inquiry timetable explained",
        "mtg_5167",
    ),
    (
        "orchard-walk-2026-05-21",
        "Orchard Walk and Q&A 2026-05-21",
        "meetings/community/consultations",
        ["ananya-sharma", "aoife-ni-bhriain", "carys-bevan"],
        ["kestle-down-agrivoltaics"],
        "villagers toured the raised frames among the apple trees",
        "mtg_5219",
    ),
    (
        "residents-surgery-2026-06-11",
        "Residents' Surgery on Sound 2026-06-11",
        "meetings/community/consultations",
        ["aoife-ni-bhriain", "giorgos-alexiou", "wilfred-hames", "park-seoyeon"],
        ["redwater-sidings-battery"],
        "neighbours described a night-time hum and heard the mitigation plan",
        "mtg_5240",
    ),
    (
        "peat-and-eagles-briefing-2026-09-09",
        "Peat and Eagles Briefing 2026-09-09",
        "meetings/community/briefings",
        ["isla-fairbairn", "eleni-pappa", "seonaid-gillies", "berenice-aubry"],
        ["gleann-ruadh-wind-farm"],
        "the bog restoration plan and vantage-point results were presented",
        "mtg_5311",
    ),
    (
        "share-offer-launch-2026-10-01",
        "Co-operative Share Offer Launch 2026-10-01",
        "meetings/community/briefings",
        ["niamh-doherty", "aoife-ni-bhriain", "agnieszka-zielinska"],
        ["tollgate-lane-solar"],
        "the minimum investment and interest rate were announced",
        "mtg_5330",
    ),
]

# code, title, meeting, site, what
DECISIONS = [
    (
        "D-2026-01",
        "Proceed to Financial Close",
        "board-meeting-2026-01-15",
        "hollin-moor-wind-farm",
        "sign the senior debt and release the notice to proceed",
    ),
    (
        "D-2026-02",
        "Adopt Single-Axis Trackers",
        "investment-committee-2026-02-05",
        "ashgrove-solar-park",
        "replace fixed-tilt racking with trackers to lift winter yield",
    ),
    (
        "D-2026-03",
        "Replace Cooling Fans with Low-Noise Units",
        "board-meeting-2026-04-16",
        "redwater-sidings-battery",
        "retrofit quieter HVAC units after the complaints",
    ),
    (
        "D-2026-04",
        "Approve Four-Hour Duration",
        "investment-committee-2026-05-07",
        "pellow-cross-battery-hub",
        "build 400 MWh rather than 200 MWh",
    ),
    (
        "D-2026-05",
        "Defer Offshore Final Investment",
        "board-meeting-2026-07-16",
        "skerrow-offshore-array",
        "postpone the final investment decision by twelve months",
    ),
    (
        "D-2026-06",
        "Commission Extra Raptor Surveys",
        "board-meeting-2026-10-15",
        "gleann-ruadh-wind-farm",
        "add a second breeding season of vantage-point watches",
    ),
    (
        "D-2026-07",
        "Repower with Seven Machines",
        "investment-committee-2026-08-06",
        "fennick-ridge-repowering",
        "choose the seven-machine layout over the nine-machine one",
    ),
    (
        "D-2026-08",
        "Open Share Offer to Residents",
        "investment-committee-2026-11-05",
        "tollgate-lane-solar",
        "offer half the equity to people living within ten miles",
    ),
]

# id, title, site, reporter, fixer, ticket, what
INCIDENTS = [
    (
        "blade-erosion-2026-04-03",
        "Blade Leading-Edge Erosion 2026-04-03",
        "carn-dubh-wind-farm",
        "dmitri-sokolov",
        "bladecare-technical",
        "OPS-311",
        "drone inspection found pitting on five rotors; protective tape applied",
    ),
    (
        "inverter-trip-2026-06-19",
        "Inverter Trip and Smoke Alarm 2026-06-19",
        "ashgrove-solar-park",
        "park-seoyeon",
        "solwatch-operations",
        "OPS-342",
        "a skid tripped on overtemperature and a detector raised a false fire alarm",
    ),
    (
        "thermal-alert-2026-05-28",
        "Module Thermal Alert 2026-05-28",
        "drummore-battery-store",
        "kenichi-sato",
        "ampvault-storage",
        "OPS-337",
        "one rack exceeded its temperature limit and was isolated automatically",
    ),
    (
        "crane-near-miss-2026-03-12",
        "Crane Lift Near-Miss 2026-03-12",
        "hollin-moor-wind-farm",
        "kwame-asante",
        "coldharbour-build-partners",
        "HSE-118",
        "a tagline parted during a tower section lift in gusting conditions",
    ),
    (
        "cable-strike-2026-07-02",
        "Cable Strike During Trenching 2026-07-02",
        "ollerby-fen-solar-farm",
        "soren-kjaergaard",
        "coldharbour-build-partners",
        "HSE-131",
        "an excavator hit an unrecorded low-voltage cable feeding a pumping station",
    ),
    (
        "yaw-bearing-failure-2026-08-14",
        "Yaw Bearing Failure 2026-08-14",
        "gleann-ruadh-wind-farm",
        "dmitri-sokolov",
        "fieldcrest-asset-services",
        "OPS-366",
        "a nacelle could not turn into the wind; the unit was stopped for six weeks",
    ),
    (
        "fence-breach-2026-09-22",
        "Fence Breach and Sheep Ingress 2026-09-22",
        "marston-vale-solar",
        "park-seoyeon",
        "solwatch-operations",
        "OPS-380",
        "a flock got under the perimeter mesh and chewed string cabling",
    ),
    (
        "bushing-flashover-2026-10-30",
        "Transformer Bushing Flashover 2026-10-30",
        "redwater-sidings-battery",
        "rhys-pemberton",
        "fieldcrest-asset-services",
        "OPS-395",
        "a flashover on the step-up transformer tripped the export circuit",
    ),
]


# --------------------------------------------------------------------------------------
# Documents
# --------------------------------------------------------------------------------------


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def _y(value: str) -> str:
    return json.dumps(value, ensure_ascii=False)


def _entry_id(doc_id: str, ts: str, ref: str, text: str) -> str:
    raw = "\n".join([doc_id, ts, ref, text])
    return "ev-" + hashlib.sha256(raw.encode()).hexdigest()[:12]


class _World:
    def __init__(self) -> None:
        self.docs: list[Document] = []
        self.titles: dict[str, str] = {}
        self.aliases: dict[str, list[str]] = {}
        self.types: dict[str, str] = {}
        self.edges: list[tuple[str, str, str]] = []  # (source, relation, target)

    def evidence(self, folder: str, title: str, ref: str, text: str) -> str:
        ev_id = f"ev-{_slug(ref)[:100]}-{hashlib.sha256(text.encode()).hexdigest()[:8]}"
        fm = (
            f"---\nid: {ev_id}\nkind: evidence\ntype: source\ntitle: {_y(title)}\n"
            f"status: active\nsources: [{ref}]\ncreated: 2026-11-20T09:00:00Z\n---\n"
        )
        body = f"# {title}\n\n{text}\n"
        self.docs.append(parse_document(fm + body, folder=folder, path=f"{folder}/{ev_id}.md"))
        self.titles[ev_id] = title
        return ev_id

    def page(
        self,
        pid: str,
        folder: str,
        type_: str,
        title: str,
        aliases: list[str],
        intro: str,
        ev: str,
        rels: list[tuple[str, str, str]],
        extra: list[str] | None = None,
        timeline: list[tuple[str, str, str]] | None = None,
    ) -> None:
        """rels: (relation type, target id, label shown in the body)."""
        rel_yaml = ", ".join(f"{{type: {r}, target: {t}}}" for r, t, _ in rels)
        fm = f"---\nid: {pid}\nkind: page\ntype: {type_}\ntitle: {_y(title)}\nstatus: active\n"
        if aliases:
            fm += "aliases: [" + ", ".join(_y(a) for a in aliases) + "]\n"
        if rels:
            fm += f"relations: [{rel_yaml}]\n"
        fm += "created: 2026-01-05T10:00:00Z\nupdated: 2026-11-25T16:30:00Z\n---\n"
        cite = f"([[evidence:{ev}|source]])"
        lines = [f"# {title}", "", f"{intro} {cite}", ""]
        for _, target, label in rels:
            lines.append(f"- {label}: [[page:{target}|{self.titles.get(target, target)}]] {cite}")
        for text in extra or []:
            lines.append(f"- {text} {cite}")
        if timeline:
            lines += ["", "## Timeline", ""]
            for ts, ref, text in timeline:
                lines.append(f"- **{ts}** | {_entry_id(pid, ts, ref, text)} | {ref} | {text}")
        self.docs.append(
            parse_document(fm + "\n".join(lines) + "\n", folder=folder, path=f"{folder}/{pid}.md")
        )
        self.titles[pid] = title
        self.aliases[pid] = aliases
        self.types[pid] = type_
        for rtype, target, _ in rels:
            self.edges.append((pid, rtype, target))


def _world() -> _World:
    w = _World()
    # Titles first, so body links can show them.
    for row in STAFF + CONTACTS:
        w.titles[row[0]] = row[1]
    for pid, title, _ in LANDOWNERS + CHAIRS:
        w.titles[pid] = title
    for row in COMPANIES + SITES:
        w.titles[row[0]] = row[1]
    for fid, title, _ in FUNDS.values():
        w.titles[fid] = title
    for site, title in AGREEMENTS.items():
        w.titles[_agreement_id(site)] = title
    for site, title in PERMITS.items():
        w.titles[_permit_id(site)] = title
    for row in MEETINGS:
        w.titles[row[0]] = row[1]

    roster = w.evidence(
        "evidence/hr",
        "Staff roster and reporting lines, November 2026",
        "file:hr/roster-2026-11.xlsx",
        "\n".join(f"{t} — {role}." for _, t, _a, role, _r in STAFF),
    )
    site_ev: dict[str, str] = {}
    for s in SITES:
        sid, title, _al, tech, town, mw, owner = s[:7]
        text = (
            f"{title}: {mw} MW {TECH[tech]} near {town}. {s[15].capitalize()}. Land under "
            f"option from {w.titles[owner]}. Equipment from {w.titles[s[7]]}; built by "
            f"{w.titles[s[8]]}; maintained by {w.titles[s[9]]}."
        )
        site_ev[sid] = w.evidence(
            "evidence/dossiers", f"Site dossier — {title}", f"file:dossiers/{sid}.pdf", text
        )
    agr_ev: dict[str, str] = {}
    for sid, title in AGREEMENTS.items():
        site = next(x for x in SITES if x[0] == sid)
        code = title.split()[-1]
        agr_ev[sid] = w.evidence(
            "evidence/contracts/grid",
            f"Signed agreement {code}",
            f"file:contracts/grid/{_slug(code)}.pdf",
            f"{title} between {w.titles[site[11]]} and Brightfell Energy for {site[5]} MW of"
            f" export capacity at {site[4]}.",
        )
    permit_ev: dict[str, str] = {}
    for sid, title in PERMITS.items():
        site = next(x for x in SITES if x[0] == sid)
        code = title.split()[-1]
        permit_ev[sid] = w.evidence(
            "evidence/notices",
            f"Decision notice {code}",
            f"web:planning-portal/{_slug(code)}",
            f"{w.titles[site[10]]} grants {title} for {site[1]}, subject to conditions on"
            " construction hours, ecology monitoring and decommissioning after forty years.",
        )
    minutes_ev: dict[str, str] = {}
    for mid, title, _f, att, _sites, summary, mtg in MEETINGS:
        who = ", ".join(w.titles[a] for a in att)
        minutes_ev[mid] = w.evidence(
            "evidence/minutes",
            f"Minutes — {title}",
            f"jamie:meeting:{mtg}",
            f"Present: {who}. The meeting {summary}.",
        )
    incident_ev: dict[str, str] = {}
    for iid, title, site, rep, fixer, ticket, what in INCIDENTS:
        incident_ev[iid] = w.evidence(
            "evidence/incidents",
            f"Incident report {ticket}",
            f"linear:{ticket}",
            f"{title} at {w.titles[site]}: {what}. Reported by {w.titles[rep]}; remedied by"
            f" {w.titles[fixer]}.",
        )
    fund_ev: dict[str, str] = {}
    for sid, (fid, title, chair) in FUNDS.items():
        fund_ev[sid] = w.evidence(
            "evidence/community/deeds",
            f"Trust deed — {title}",
            f"file:community/deeds/{fid}.pdf",
            f"The operator pays £5,000 per megawatt per year into {title}; grants are decided"
            f" by a panel chaired by {w.titles[chair]}.",
        )
    supply_ev: dict[str, str] = {}
    for cid, title, _al, folder, desc in COMPANIES:
        if "/suppliers/" in folder:
            supply_ev[cid] = w.evidence(
                "evidence/contracts/supply",
                f"Frame supply contract — {title}",
                f"file:contracts/supply/{cid}.pdf",
                f"Frame agreement with {title}, {desc}, covering delivery, warranty and"
                " availability guarantees.",
            )
    consult_ev: dict[str, str] = {}
    for cid, title, _al, folder, desc in COMPANIES:
        if "/consultancies/" in folder:
            consult_ev[cid] = w.evidence(
                "evidence/reports",
                f"Technical report by {title}",
                f"file:reports/{cid}-2026.pdf",
                f"{title}, a {desc}, reports its survey findings and mitigation advice.",
            )

    # Sites
    for s in SITES:
        (sid, title, aliases, tech, town, mw, owner, sup, epc, om, auth, grid, mgr, fin, con) = s[
            :15
        ]
        rels = [
            ("land_leased_from", owner, "Landowner"),
            ("equipment_supplier", sup, "Main equipment"),
            ("built_by", epc, "Construction contractor"),
            ("maintained_by", om, "Maintenance"),
            ("consenting_authority", auth, "Consenting body"),
            ("grid_agreement", _agreement_id(sid), "Grid contract"),
            ("managed_by", mgr, "Responsible at Brightfell"),
            ("financed_by", fin, "Finance"),
            ("advised_by", con, "Specialist adviser"),
        ]
        if tech in ("solar", "hybrid") and sid in (
            "ashgrove-solar-park",
            "marston-vale-solar",
            "varnby-hybrid-site",
        ):
            rels.append(("inverters_from", "stellwerk-inverters", "Power conversion"))
        if sid in FUNDS:
            rels.append(("benefit_fund", FUNDS[sid][0], "Community money"))
        intro = f"{mw} MW {TECH[tech]} scheme near {town}: {s[15]}."
        w.page(sid, f"projects/sites/{tech}", "project", title, aliases, intro, site_ev[sid], rels)

    site_of_owner = {s[6]: s[0] for s in SITES}
    for pid, title, desc in LANDOWNERS:
        sid = site_of_owner[pid]
        w.page(
            pid,
            "people/landowners",
            "person",
            title,
            [],
            f"{title} is a {desc}.",
            site_ev[sid],
            [],
            extra=[f"Leases ground to [[page:{sid}|{w.titles[sid]}]]."],
        )
    chair_fund = {chair: (sid, fid) for sid, (fid, _t, chair) in FUNDS.items()}
    for pid, title, desc in CHAIRS:
        sid, fid = chair_fund[pid]
        w.page(
            pid,
            "people/community",
            "person",
            title,
            [],
            f"{title} is a local {desc} and volunteer.",
            fund_ev[sid],
            [],
            extra=[f"Chairs the grants panel of [[page:{fid}|{w.titles[fid]}]]."],
        )
    for sid, (fid, title, chair) in FUNDS.items():
        w.page(
            fid,
            "community/funds",
            "project",
            title,
            [],
            f"{title} receives an annual payment per megawatt and awards small grants locally.",
            fund_ev[sid],
            [("chaired_by", chair, "Panel chair")],
            extra=[f"Paid for by [[page:{sid}|{w.titles[sid]}]]."],
        )
    # Staff
    managed = {}
    for s in SITES:
        managed.setdefault(s[12], s[0])
    attended: dict[str, str] = {}
    for m in MEETINGS:
        for a in m[3]:
            attended.setdefault(a, m[0])
    for pid, title, aliases, role, boss in STAFF:
        rels = [("employed_by", DEV, "Employer")]
        if boss:
            rels.append(("reports_to", boss, "Line manager"))
        ev = roster
        extra = []
        if pid in managed:
            extra.append(f"Responsible for [[page:{managed[pid]}|{w.titles[managed[pid]]}]].")
        w.page(
            pid,
            "people/staff",
            "person",
            title,
            aliases,
            f"{title} is our {role}.",
            ev,
            rels,
            extra=extra,
        )
    for pid, title, aliases, role, employer in CONTACTS:
        if employer in supply_ev:
            ev = supply_ev[employer]
        elif employer in consult_ev:
            ev = consult_ev[employer]
        elif pid in attended:
            ev = minutes_ev[attended[pid]]
        else:
            ev = site_ev[next(s[0] for s in SITES if employer in s)]
        w.page(
            pid,
            "people/contacts",
            "person",
            title,
            aliases,
            f"{title} is the {role}.",
            ev,
            [("works_at", employer, "Organisation")],
        )
    # Companies
    for cid, title, aliases, folder, desc in COMPANIES:
        if cid == DEV:
            ev = roster
        elif cid in supply_ev:
            ev = supply_ev[cid]
        elif cid in consult_ev:
            ev = consult_ev[cid]
        else:
            linked = [s[0] for s in SITES if cid in s]
            sid = linked[0]
            if "/grid/" in folder:
                ev = agr_ev[sid]
            elif sid in PERMITS and "/public/" in folder:
                ev = permit_ev[sid]
            else:
                ev = site_ev[sid]
        w.page(cid, folder, "company", title, aliases, f"{title}: {desc}.", ev, [])
    # Agreements
    for sid, title in AGREEMENTS.items():
        site = next(x for x in SITES if x[0] == sid)
        grid_folder = "agreements/grid/transmission" if "NIT" in title else "agreements/grid"
        w.page(
            _agreement_id(sid),
            grid_folder,
            "note",
            title,
            [],
            f"Grid contract for {site[5]} MW of export capacity, signed by Layla Haddad's team.",
            agr_ev[sid],
            [("counterparty", site[11], "Network company")],
        )
    for sid, title in PERMITS.items():
        site = next(x for x in SITES if x[0] == sid)
        w.page(
            _permit_id(sid),
            "permits/consents",
            "note",
            title,
            [],
            "Consent granted with conditions on working hours, monitoring and decommissioning.",
            permit_ev[sid],
            [("issued_by", site[10], "Granted by"), ("authorises", sid, "Scheme")],
        )
    for mid, title, folder, att, sites, summary, mtg in MEETINGS:
        rels = [("attendee", a, "Present") for a in att]
        rels += [("agenda_item", s, "On the agenda") for s in sites]
        w.page(
            mid,
            folder,
            "meeting",
            title,
            [],
            f"The meeting {summary}.",
            minutes_ev[mid],
            rels,
            timeline=[
                (f"{mid[-10:]}T18:00:00Z", f"jamie:meeting:{mtg}", f"Meeting held; {summary}.")
            ],
        )
    for code, title, meeting, site, what in DECISIONS:
        full = f"Decision {code} — {title}"
        did = _slug(f"decision {code} {title}")
        w.titles[did] = full
        w.page(
            did,
            "decisions",
            "analysis",
            full,
            [],
            f"Resolved to {what}.",
            minutes_ev[meeting],
            [("decided_at", meeting, "Taken at"), ("affects", site, "Scheme affected")],
        )
    for iid, title, site, rep, fixer, ticket, what in INCIDENTS:
        w.page(
            iid,
            "operations/incidents",
            "note",
            title,
            [ticket],
            f"What happened: {what}.",
            incident_ev[iid],
            [
                ("occurred_at", site, "Location"),
                ("raised_by", rep, "Reported by"),
                ("remediated_by", fixer, "Fixed by"),
            ],
            timeline=[(f"{title[-10:]}T07:45:00Z", f"linear:{ticket}", "Ticket opened.")],
        )
    return w


def _agreement_id(site: str) -> str:
    return _slug(AGREEMENTS[site])


def _permit_id(site: str) -> str:
    return _slug(PERMITS[site])


# --------------------------------------------------------------------------------------
# Words
# --------------------------------------------------------------------------------------

_STOP_WORDS = """a an the and or of to in on at by for from with about into onto over under
    is are was
    were be been has have had do does did who whom whose what which where when why how this
    that these those it its our we us me my you your they them their there any all some
    tell show find give please can could would should will latest news status info page
    s re one"""
_STOP = set(_STOP_WORDS.split())


def _words(text: str) -> set[str]:
    return {
        w
        for w in re.findall(r"[^\W_]+", text.lower())
        if w not in _STOP and (len(w) >= 3 or not w.isascii())
    }


def _names(w: _World, pid: str) -> list[str]:
    return [w.titles[pid], *w.aliases.get(pid, [])]


def _name_words(w: _World, pid: str) -> set[str]:
    out: set[str] = set()
    for n in _names(w, pid):
        out |= _words(n)
    return out


# --------------------------------------------------------------------------------------
# Questions
# --------------------------------------------------------------------------------------

LEXICAL_TEMPLATES = [
    "what's the latest on {n}?",
    "{n} status",
    "tell me about {n}",
    "{n} — where do things stand?",
    "{l}",
    "any news on {n}",
    "pull up {n}",
    "what do we know about {n}?",
    "where are we with {n}",
    "brief me on {n}",
    "{l} overview please",
    "remind me what {n} is",
    "need the notes on {l}",
    "quick summary of {n}",
    "{n}?",
    "open the page for {l}",
    "status update: {n}",
    "anything recent about {l}?",
]
PERSON_LEXICAL = [
    "who is {n}",
    "who's {l}?",
    "{n} — what's their role?",
    "contact card for {n}",
    "tell me about {n}",
    "{l}",
    "pull up {n}",
    "what has {n} been up to lately?",
    "brief me on {l}",
]

LEXICAL_TARGETS = [
    ("carn-dubh-wind-farm", "Carn Dubh"),
    ("hollin-moor-wind-farm", None),
    ("skerrow-offshore-array", "Skerrow"),
    ("brae-of-lunan-extension", "brae lunan"),
    ("fennick-ridge-repowering", None),
    ("ashgrove-solar-park", None),
    ("marston-vale-solar", "Marston Vale"),
    ("ollerby-fen-solar-farm", None),
    ("kestle-down-agrivoltaics", "kestle agrivoltaics"),
    ("sunnhagen-solarpark", None),
    ("drummore-battery-store", "Drummore BESS"),
    ("pellow-cross-battery-hub", None),
    ("varnby-hybrid-site", None),
    ("tollgate-lane-solar", None),
    ("vestrana-turbines", "Vestrana"),
    ("qingyang-suncell", "SunCell"),
    ("kaminari-cells", None),
    ("tarrant-epc", None),
    ("solwatch-operations", None),
    ("meridian-distribution-network", None),
    ("landkreis-hohenbruch", None),
    ("greenshank-ecology", None),
    ("banque-verdier", None),
    ("sakura-clean-energy-capital", "sakura capital"),
    ("ballachurn-community-benefit-fund", None),
    ("kinlochbeag-community-trust", None),
    ("board-meeting-2026-04-16", None),
    ("investment-committee-2026-08-06", None),
    ("peat-and-eagles-briefing-2026-09-09", None),
    ("blade-erosion-2026-04-03", None),
    ("yaw-bearing-failure-2026-08-14", None),
    ("cable-strike-2026-07-02", "OPS"),
    ("isla-fairbairn", None),
    ("tomasz-wroblewski", None),
    ("maelle-ferrand", None),
    ("beatriz-conceicao", None),
    ("gunnar-thorsson", None),
    ("dmitri-sokolov", "Dmitry Sokolov"),
    ("kenichi-sato", "Kenichi Sato"),
    ("ewan-mackay", None),
    ("hilde-ostergaard", None),
    ("rafael-ibanez", None),
    ("agnieszka-zielinska", None),
]

SCRIPT_TEMPLATES = {
    "Cyrillic": ["Кто такой {n}?", "Расскажи про сотрудника: {n}"],
    "CyrillicF": ["Кто такая {n}?", "Контакт: {n} — кто это?"],
    "Greek": ["Ποιος είναι ο {n};", "Πληροφορίες για: {n}"],
    "GreekF": ["Ποια είναι η {n};"],
    "Arabic": ["من هي {n}؟", "معلومات عن {n}"],
    "Hebrew": ["מי זה {n}?", "מה התפקיד של {n}?"],
    "Devanagari": ["{n} कौन हैं?", "{n} के बारे में बताइए"],
    "Chinese": ["{n}是谁？", "查一下{n}的资料"],
    "Japanese": ["{n}さんについて教えてください", "{n}さんの担当は？"],
    "Korean": ["{n} 씨는 누구인가요?", "{n} 담당 업무 알려줘"],
}
SCRIPT_ENGLISH = [
    "who is {n}?",
    "what does {n} do here",
    "find the person {n}",
    "{n} — role and contact?",
    "show me the page for {n}",
]
SCRIPT_PEOPLE = [
    ("dmitri-sokolov", "Cyrillic"),
    ("olga-petrenko", "CyrillicF"),
    ("eleni-pappa", "GreekF"),
    ("giorgos-alexiou", "Greek"),
    ("layla-haddad", "Arabic"),
    ("yonatan-cohen", "Hebrew"),
    ("ananya-sharma", "Devanagari"),
    ("rajesh-verma", "Devanagari"),
    ("chen-xiaoming", "Chinese"),
    ("wang-fang", "Chinese"),
    ("kenichi-sato", "Japanese"),
    ("misaki-tanaka", "Japanese"),
    ("park-seoyeon", "Korean"),
    ("lee-junho", "Korean"),
]

# relation -> (forward templates: anchor is the source, inverse templates: anchor is target)
HOP_TEMPLATES: dict[str, tuple[list[str], list[str]]] = {
    "land_leased_from": (
        ["whose land is {a} on?", "who owns the ground under {a}", "landlord for {a}?"],
        ["which scheme sits on property belonging to {a}?", "what do we rent from {a}"],
    ),
    "equipment_supplier": (
        ["who makes the main kit at {a}?", "which manufacturer did we buy from for {a}"],
        ["where is hardware made by {a} installed?", "which of our assets use gear from {a}?"],
    ),
    "built_by": (
        ["who did the construction at {a}?", "which contractor is building {a}"],
        ["what has {a} been constructing for us?"],
    ),
    "maintained_by": (
        ["who services {a}?", "maintenance contractor at {a}"],
        ["which assets does {a} look after?"],
    ),
    "consenting_authority": (
        ["which body decides planning for {a}?", "who consents {a}"],
        ["which projects sit under the jurisdiction of {a}?"],
    ),
    "grid_agreement": (
        ["what contract hooks {a} up to the network?", "export deal for {a}?"],
        ["what scheme is {a} for?"],
    ),
    "managed_by": (
        ["who runs {a} day to day?", "who at our company looks after {a}"],
        ["what is {a} responsible for?", "which asset does {a} run?"],
    ),
    "financed_by": (
        ["who put money into {a}?", "which bank or investor backs {a}"],
        ["what has {a} financed for us?"],
    ),
    "advised_by": (
        ["which consultancy advised on {a}?", "who did the specialist studies for {a}"],
        ["which projects has {a} worked on?"],
    ),
    "benefit_fund": (
        ["which local pot does {a} pay into?", "where does {a}'s community money go"],
        ["which scheme pays for {a}?"],
    ),
    "chaired_by": (
        ["who chairs {a}?", "who heads the grants panel of {a}"],
        ["what does {a} chair?"],
    ),
    "employed_by": ([], []),
    "reports_to": (
        ["who is {a}'s line manager?", "who does {a} report to"],
        ["who reports to {a}?"],
    ),
    "works_at": (
        ["which organisation is {a} with?", "who employs {a}"],
        ["who is our contact at {a}?"],
    ),
    "counterparty": (
        ["which network company signed {a}?", "who is on the other side of {a}"],
        ["which contracts do we hold with {a}?"],
    ),
    "issued_by": (["who granted {a}?", "which body issued {a}"], ["what consents has {a} issued?"]),
    "authorises": (["what does {a} allow us to build?"], ["which consent covers {a}?"]),
    "attendee": (["who was at {a}?", "attendance list for {a}"], ["which meetings did {a} join?"]),
    "agenda_item": (["what project came up at {a}?"], ["when was {a} discussed?"]),
    "decided_at": (["where was {a} agreed?", "which meeting took {a}"], []),
    "affects": (["which project does {a} concern?"], ["what was resolved about {a}?"]),
    "occurred_at": (["where did {a} happen?", "location of {a}"], ["what went wrong at {a}?"]),
    "raised_by": (["who reported {a}?", "who flagged {a}"], ["what has {a} reported?"]),
    "remediated_by": (["who repaired {a}?", "who sorted out {a}"], ["what did {a} fix?"]),
    "inverters_from": (["who supplied the power electronics at {a}?"], []),
}

# (start filter, (rel1, forward?), (rel2, forward?), templates); the bridge is the middle node.
HOP2_CHAINS = [
    (
        "people/landowners",
        ("land_leased_from", False),
        ("equipment_supplier", True),
        ["whose machinery stands on the property of {a}?", "which vendor equips the lease of {a}"],
    ),
    (
        "people/landowners",
        ("land_leased_from", False),
        ("managed_by", True),
        [
            "who at our company runs the project on {a}'s acres?",
            "on {a}'s ground, who is our responsible person?",
        ],
    ),
    (
        "organisations/grid",
        ("counterparty", False),
        ("grid_agreement", False),
        [
            "which of our schemes plug into the system operated by {a}?",
            "{a}: what assets of ours export through them",
        ],
    ),
    (
        "permits/consents",
        ("authorises", True),
        ("built_by", True),
        [
            "who constructed the project that {a} authorised?",
            "builder behind whatever {a} permitted",
        ],
    ),
    (
        "meetings",
        ("agenda_item", True),
        ("land_leased_from", True),
        [
            "whose land hosts the project reviewed at {a}?",
            "{a} — the lessor of the thing on the agenda?",
        ],
    ),
    (
        "decisions",
        ("decided_at", True),
        ("attendee", True),
        ["who was in the room when {a} was taken?", "list the people present for {a}"],
    ),
    (
        "operations/incidents",
        ("occurred_at", True),
        ("maintained_by", True),
        [
            "which maintenance firm looks after the place where {a} happened?",
            "servicing firm for the asset hit by {a}",
        ],
    ),
    (
        "operations/incidents",
        ("occurred_at", True),
        ("equipment_supplier", True),
        [
            "who manufactured the kit at the location of {a}?",
            "vendor of the machinery where {a} occurred",
        ],
    ),
    (
        "community/funds",
        ("benefit_fund", False),
        ("consenting_authority", True),
        [
            "which planning body oversees the project that pays into {a}?",
            "{a} is funded by a project consented by whom?",
        ],
    ),
    (
        "people/staff",
        ("managed_by", False),
        ("financed_by", True),
        [
            "who finances what {a} is responsible for?",
            "lenders or backers of the portfolio {a} oversees",
        ],
    ),
    (
        "decisions",
        ("affects", True),
        ("equipment_supplier", True),
        [
            "which manufacturer supplies the project that {a} is about?",
            "hardware vendor for the asset concerned by {a}",
        ],
    ),
    (
        "projects/sites",
        ("grid_agreement", True),
        ("counterparty", True),
        [
            "which network operator is on the other side of {a}'s grid contract?",
            "{a} — whose wires do we export into?",
        ],
    ),
    (
        "operations/incidents",
        ("raised_by", True),
        ("reports_to", True),
        ["who is the boss of whoever flagged {a}?", "line manager of the person who logged {a}"],
    ),
    (
        "people/community",
        ("chaired_by", False),
        ("benefit_fund", False),
        [
            "which project funds the grants panel that {a} chairs?",
            "{a} hands out grants paid for by which asset?",
        ],
    ),
    (
        "permits/consents",
        ("authorises", True),
        ("land_leased_from", True),
        ["who owns the land where {a} applies?", "freeholder of the ground covered by {a}"],
    ),
]

PARAPHRASES = [
    ("carn-dubh-wind-farm", "turbines on the granite ridge above the salmon river"),
    ("hollin-moor-wind-farm", "the upland scheme next to the grouse shooting estate"),
    ("skerrow-offshore-array", "our project at sea with fixed-bottom foundations"),
    ("fennick-ridge-repowering", "swapping 1990s machines for fewer modern ones on a hilltop"),
    ("marston-vale-solar", "the panels on top of the old capped rubbish tip"),
    ("ollerby-fen-solar-farm", "trackers on drained peat where lapwings breed"),
    ("kestle-down-agrivoltaics", "modules raised over apple trees as a university trial"),
    ("sunnhagen-solarpark", "our first German project, on an old military airfield"),
    ("drummore-battery-store", "two-hour lithium iron phosphate system doing frequency response"),
    ("pellow-cross-battery-hub", "the biggest storage asset, inside a former quarry"),
    ("gleann-ruadh-wind-farm", "deer forest turbines with the golden eagle collision study"),
    ("tollgate-lane-solar", "the motorway junction panels half owned by locals"),
    ("vestrana-turbines", "danish direct-drive permanent-magnet machine maker"),
    ("nordavind-maskin", "swedish cold-climate turbine builder with blade de-icing"),
    ("kaminari-cells", "japanese long-duration sodium-ion rack manufacturer"),
    ("stellwerk-inverters", "who makes the central power-conversion skids?"),
    ("decibel-acoustics", "sound propagation consultants"),
    ("tormentil-landscape", "the photomontage and visual impact practice"),
    ("marine-licensing-directorate", "government body that licenses works at sea"),
    ("hamish-corrigan", "who founded the company and runs it?"),
    ("oluwaseun-adeyemi", "our CFO"),
    ("eleni-pappa", "in-house expert on raptors, waders and blanket bog"),
    ("soren-kjaergaard", "who supervises cranes, civils and cabling during the build?"),
    ("kwame-asante", "head of HSE"),
    ("aoife-ni-bhriain", "who handles residents' complaints and runs consultations?"),
    ("chen-xiaoming", "who negotiates equipment supply contracts for us?"),
    ("dafydd-prys", "the cider maker who owns the orchard"),
    ("rosalind-varley", "waste company director who owns the landfill we use"),
    ("decision-d-2026-03-replace-cooling-fans-with-low-noise-units", "quieter HVAC retrofit"),
    ("decision-d-2026-05-defer-offshore-final-investment", "postponing FID at sea by a year"),
    ("bushing-flashover-2026-10-30", "the arc on the step-up unit that cut our export circuit"),
    ("fence-breach-2026-09-22", "when the flock got under the mesh and chewed string cables"),
]


def _neighbours(w: _World, node: str, rel: str, forward: bool) -> set[str]:
    if forward:
        return {t for s, r, t in w.edges if s == node and r == rel}
    return {s for s, r, t in w.edges if t == node and r == rel}


def _anchor_name(rng: random.Random, w: _World, pid: str) -> str:
    aliases = [a for a in w.aliases.get(pid, []) if len(a) > 4 and not a.isupper()]
    if aliases and rng.random() < 0.3:
        return rng.choice(aliases)
    return w.titles[pid]


def _folder(w: _World, pid: str) -> str:
    return next(d.folder for d in w.docs if d.brain_id == pid)


def build(seed: int = 311) -> EvalSet:
    rng = random.Random(seed)
    w = _world()
    questions: list[AnchoredQuestion] = []
    seen: set[str] = set()

    def add(text: str, kind: str, relevant: set[str], anchor: str = "") -> bool:
        key = " ".join(text.lower().split())
        if key in seen:
            return False
        seen.add(key)
        questions.append(AnchoredQuestion(text, kind, set(relevant), anchor))
        return True

    # lexical
    for i, (pid, short) in enumerate(LEXICAL_TARGETS):
        name = short if short and (i % 2 == 0 or short.islower()) else w.titles[pid]
        if short and not re.search("[A-Za-z]", w.titles[pid]):
            name = short
        if short == "OPS":
            name = w.aliases[pid][0]
        pool = PERSON_LEXICAL if w.types[pid] == "person" else LEXICAL_TEMPLATES
        template = pool[(i * 7 + rng.randrange(len(pool))) % len(pool)]
        add(template.format(n=name, l=name.lower()), "lexical", {pid})

    # script
    for i, (pid, script) in enumerate(SCRIPT_PEOPLE):
        name = w.titles[pid]
        native = SCRIPT_TEMPLATES[script]
        add(native[i % len(native)].format(n=name), "script", {pid})
        if i % 3 == 0:
            add(SCRIPT_ENGLISH[i % len(SCRIPT_ENGLISH)].format(n=name), "script", {pid})

    # hop
    candidates = []
    for source, rel, target in sorted(set(w.edges)):
        fwd, inv = HOP_TEMPLATES.get(rel, ([], []))
        if fwd:
            candidates.append((source, rel, True, fwd))
        if inv:
            candidates.append((target, rel, False, inv))
    candidates = sorted(set((a, r, f, tuple(t)) for a, r, f, t in candidates))
    rng.shuffle(candidates)
    per_rel: dict[tuple[str, bool], int] = {}
    used_anchors: set[str] = set()
    hops = 0
    for anchor, rel, forward, templates in candidates:
        if hops >= 38 or anchor in used_anchors or per_rel.get((rel, forward), 0) >= 2:
            continue
        answer = _neighbours(w, anchor, rel, forward)
        if not answer or len(answer) > 5 or anchor in answer:
            continue
        options = list(templates)
        rng.shuffle(options)
        for template in options:
            text = template.format(a=_anchor_name(rng, w, anchor))
            qwords = _words(text)
            if any(_name_words(w, x) & qwords for x in answer):
                continue
            if add(text, "hop", answer, anchor):
                hops += 1
                used_anchors.add(anchor)
                per_rel[(rel, forward)] = per_rel.get((rel, forward), 0) + 1
                break

    # hop2
    hop2 = 0
    starts_used: set[str] = set()
    for round_ in range(2):
        for prefix, (r1, f1), (r2, f2), templates in HOP2_CHAINS:
            starts = sorted(
                p for p in w.types if _folder(w, p).startswith(prefix) and p not in starts_used
            )
            rng.shuffle(starts)
            for anchor in starts:
                bridges = _neighbours(w, anchor, r1, f1)
                answer: set[str] = set()
                for b in bridges:
                    answer |= _neighbours(w, b, r2, f2)
                answer -= {anchor}
                direct = set()
                for rr in {r for _, r, _ in w.edges}:
                    direct |= _neighbours(w, anchor, rr, True) | _neighbours(w, anchor, rr, False)
                answer -= direct
                if not answer or len(answer) > 6:
                    continue
                text = templates[round_ % len(templates)].format(a=_anchor_name(rng, w, anchor))
                qwords = _words(text)
                if any(_name_words(w, x) & qwords for x in answer | bridges):
                    continue
                if add(text, "hop2", answer, anchor):
                    hop2 += 1
                    starts_used.add(anchor)
                    break

    # paraphrase
    for pid, text in PARAPHRASES:
        add(text, "paraphrase", {pid})

    return EvalSet(documents=w.docs, questions=list(questions))


# --------------------------------------------------------------------------------------
# Checks
# --------------------------------------------------------------------------------------

_LINK_RE = re.compile(r"\[\[(page|evidence|source):([^|\]#]+)")


def _check(data: EvalSet) -> list[str]:
    problems: list[str] = []
    docs = {}
    for d in data.documents:
        if d.brain_id in docs:
            problems.append(f"duplicate id {d.brain_id}")
        docs[d.brain_id] = d
    cited: set[str] = set()
    names: dict[str, list[str]] = {}
    for d in data.documents:
        for p in validate_document(d, file_stem=d.brain_id):
            problems.append(f"{d.brain_id}: {p}")
        if d.status != "active":
            problems.append(f"{d.brain_id}: not active")
        names[d.brain_id] = [d.title, *d.aliases]
        if d.kind == "page":
            if uncited_statements(d.body):
                problems.append(f"{d.brain_id}: uncited statements")
            for rel in d.relations:
                if rel.target not in docs and rel.target not in {
                    x.brain_id for x in data.documents
                }:
                    problems.append(f"{d.brain_id}: broken relation {rel.target}")
                elif next(x for x in data.documents if x.brain_id == rel.target).kind != "page":
                    problems.append(f"{d.brain_id}: relation to evidence {rel.target}")
        for kind, target in _LINK_RE.findall(d.body):
            if kind == "source":
                continue
            found = next((x for x in data.documents if x.brain_id == target), None)
            if found is None:
                problems.append(f"{d.brain_id}: broken {kind} link {target}")
            elif (kind == "page") != (found.kind == "page"):
                problems.append(f"{d.brain_id}: {kind} link to a {found.kind} {target}")
            if kind == "evidence":
                cited.add(target)
    for d in data.documents:
        if d.kind == "evidence" and d.brain_id not in cited:
            problems.append(f"{d.brain_id}: evidence never cited")

    def name_words(pid: str) -> set[str]:
        out: set[str] = set()
        for n in names[pid]:
            out |= _words(n)
        return out

    asked: set[str] = set()
    for q in data.questions:
        key = " ".join(q.text.lower().split())
        if key in asked:
            problems.append(f"asked twice: {q.text}")
        asked.add(key)
        if not q.relevant or any(r not in docs for r in q.relevant):
            problems.append(f"missing relevant: {q.text}")
            continue
        if any(docs[r].kind != "page" for r in q.relevant):
            problems.append(f"evidence as answer: {q.text}")
        qwords = _words(q.text)
        low = q.text.lower()
        anchor = getattr(q, "anchor", "")
        if q.kind in ("hop", "hop2"):
            if not anchor or anchor not in docs or anchor in q.relevant:
                problems.append(f"bad anchor: {q.text}")
            for r in q.relevant:
                if name_words(r) & qwords:
                    problems.append(f"hop answer word in question: {q.text}")
        elif q.kind == "lexical":
            ok = False
            for r in q.relevant:
                for n in names[r]:
                    if n.lower() in low or len(_words(n) & qwords) >= 2:
                        ok = True
            if not ok:
                problems.append(f"lexical does not name its answer: {q.text}")
        elif q.kind == "script":
            (r,) = q.relevant if len(q.relevant) == 1 else (None,)
            if r is None or docs[r].type != "person":
                problems.append(f"script must ask for one person: {q.text}")
            elif docs[r].title.isascii() or docs[r].title not in q.text:
                problems.append(f"script question lacks the native name: {q.text}")
        elif q.kind == "paraphrase":
            for r in q.relevant:
                if len(name_words(r) & qwords) > 1:
                    problems.append(f"paraphrase too close to title: {q.text}")
        else:
            problems.append(f"unknown kind {q.kind}")
    return problems


if __name__ == "__main__":
    from collections import Counter

    data = build()
    found = _check(data)
    for line in found:
        print(line)
    print(f"problems: {len(found)}")
    print("documents:", dict(Counter(d.kind for d in data.documents)), len(data.documents))
    print("questions:", dict(Counter(q.kind for q in data.questions)), len(data.questions))
