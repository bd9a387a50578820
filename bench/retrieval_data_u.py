"""Set U: a held-out labelled retrieval set for a regional water and wastewater utility.

DATA CARD
=========

Domain
    "Tarnwick Water", an invented regional public water and wastewater utility: water
    treatment works, impounding and service reservoirs, sewage and booster pumping stations,
    sewer networks and storm overflows, supply zones, rivers and catchments, operational staff
    and managers, contractors (pipelines, pumps, chemicals, lab testing, SCADA software,
    civils, membranes, ozone, valves, tankering, odour control, consultants), regulators and
    their inspectors, customers (industrial dischargers, councils, hospitals), capital
    projects, incidents (bursts, pollution, boil-water notice, odour, flooding, discoloured
    water), meetings and board decisions, policies, and evidence (permits, abstraction
    licences, trade effluent consents, lab reports, incident reports, contracts, minutes,
    inspection reports, rosters, business cases, policy copies and customer complaints in
    ten languages).

Counts (seed 7; `_check` prints them)
    documents: 154 pages + 121 evidence = 275; 43 (16%) of titles are in another script
    (Cyrillic, Greek, Arabic, Hebrew, Devanagari, Chinese, Japanese, Korean) or Latin with
    diacritics (Polish, Welsh, Czech, Norwegian, French, Spanish, Romanian, German, Yoruba).
    questions: 166 = lexical 38, script 26, hop 40, hop2 32, paraphrase 30.

Folders
    org/utility, assets/{water-treatment,wastewater,reservoirs,pumping-stations,networks,
    supply-zones,overflows}, catchments, people/{staff,regulators},
    organisations/{contractors,regulators,customers}, projects/capital,
    incidents/{2025,2026}, meetings/{board,operational,external}, policies, and
    evidence/{permits,licences,consents,lab-reports,incident-reports,contracts,minutes,
    complaints,inspections,rosters,business-cases,policy-copies,registers}.

Relations
    54 snake_case types in `PHRASES` (feeds_works, supplies_zone, pumps_to, drains_to,
    discharges_to, overflow_of, manages_site, reports_to, supplies_chemicals_to,
    maintains_pumps_at, contractor_on, led_by, affected_asset, incident_manager, decided_on,
    discharges_trade_effluent_to, ...). Each page body repeats most (not all) of its
    relations as inline `[[page:...]]` links, and cites its evidence with
    `[[evidence:...]]`; every evidence document is cited by each page it is about.
    Incidents, projects and meetings carry timelines whose entry ids are computed as
    docs/format.md says.

Questions
    Written as staff would ask them (varied templates per entity type, titles or aliases,
    lower-case and question forms, some questions fully in another language):
    - lexical: names the answer by title or alias; an incident's answer includes its
      incident reports, a meeting's its minutes;
    - script: the same with a name in another script or with diacritics;
    - hop: names one page (title or alias) and asks along one relation or citation; the
      answers are every page reached that way, all at graph distance 1 (relations, page
      links and citations, undirected), none of their titles in the text;
    - hop2: two steps (through works, projects, meetings, incidents, managers, regulators);
      every answer at distance exactly 2, candidates that break this are dropped;
    - paraphrase: hand-written descriptions that name none of the answers.
"""

from __future__ import annotations

import hashlib
import random
import re
from collections import deque
from collections.abc import Iterable

from bench.retrieval_data import EvalSet, Question, _page
from brain.toolkit.document import Document, parse_document, serialize_document, serialize_meta
from brain.toolkit.validation import validate_document

TARGETS = {"lexical": 38, "script": 26, "hop": 40, "hop2": 32}

# --- relation vocabulary: type -> phrase used in page bodies --------------------------------
PHRASES = {
    "feeds_works": "Supplies raw water to",
    "supplies_zone": "Puts treated water into",
    "stores_water_for": "Holds treated water for",
    "fed_from": "Is filled from",
    "pumps_to": "Lifts flow to",
    "boosts_supply_from": "Boosts pressure on water from",
    "serves_zone": "Serves",
    "drains_to": "Drains to",
    "discharges_to": "Discharges into",
    "overflow_of": "Relieves",
    "lies_in_catchment": "Sits in",
    "abstracts_from": "Abstracts from",
    "owned_by": "Owned and operated by",
    "permitted_by": "Permitted by",
    "audited_by": "Audited by",
    "regulated_by": "Regulated by",
    "manages_site": "Site manager for",
    "responsible_for": "Responsible for",
    "works_at": "Based at",
    "reports_to": "Reports to",
    "inspects_for": "Inspector with",
    "supplies_chemicals_to": "Delivers treatment chemicals to",
    "maintains_pumps_at": "Holds the pump maintenance call-off for",
    "provides_lab_testing_for": "Runs accredited sampling and analysis for",
    "licenses_software_to": "Licenses its control software to",
    "contractor_on": "Main contractor on",
    "supplies_equipment_for": "Supplies plant and equipment for",
    "tankers_sludge_from": "Tankers sludge away from",
    "controls_odour_at": "Operates odour control units at",
    "advises_on": "Consultant on",
    "responded_to": "Crews mobilised for",
    "led_by": "Project lead:",
    "sponsored_by": "Sponsor:",
    "upgrades_asset": "Improves",
    "addresses_incident": "Follows on from",
    "partner_in": "Partner in",
    "affected_asset": "Asset involved:",
    "affected_zone": "Supply zone affected:",
    "affected_customer": "Customer affected:",
    "polluted_watercourse": "Watercourse affected:",
    "incident_manager": "Incident manager:",
    "investigated_by": "Investigated by",
    "invoked_policy": "Handled under",
    "suspected_source": "Suspected source:",
    "discharges_trade_effluent_to": "Sends trade effluent to",
    "supplied_from": "Takes its water from",
    "chaired_by": "Chaired by",
    "attended_by": "Attended by",
    "decided_on": "Took a decision on",
    "reviewed_incident": "Reviewed",
    "held_with": "Held with",
    "discussed_project": "Discussed",
    "policy_owner": "Owner:",
    "applies_to": "Applies to",
}

# --- pages ------------------------------------------------------------------------------------
# (id, folder, type, title, aliases, facts, "rel:target rel:target ...")
F_WTW, F_WWTW, F_RES = "assets/water-treatment", "assets/wastewater", "assets/reservoirs"
F_PS, F_NET, F_ZONE = "assets/pumping-stations", "assets/networks", "assets/supply-zones"
F_CSO, F_CAT = "assets/overflows", "catchments"
F_STAFF, F_INSP = "people/staff", "people/regulators"
F_CON, F_REG, F_CUS = (
    "organisations/contractors",
    "organisations/regulators",
    "organisations/customers",
)

PAGES: list[tuple[str, str, str, str, list[str], str, str]] = [
    (
        "tarnwick-water",
        "org/utility",
        "company",
        "Tarnwick Water",
        ["TW", "Tarnwick Water Services"],
        "Publicly owned regional utility supplying drinking water to about 640,000 people and "
        "treating wastewater for the Fellside and Vale areas.",
        "regulated_by:utility-pricing-commission",
    ),
    # water treatment works
    (
        "hollowbrook-wtw",
        F_WTW,
        "concept",
        "Hollowbrook Water Treatment Works",
        ["Hollowbrook WTW"],
        "Conventional works of 85 Ml/d with clarifiers and rapid gravity filters; houses the "
        "utility's own laboratory on the first floor of the admin block.",
        "supplies_zone:northfold-zone owned_by:tarnwick-water audited_by:dwsi",
    ),
    (
        "kestle-moor-wtw",
        F_WTW,
        "concept",
        "Kestle Moor Water Treatment Works",
        ["Kestle Moor WTW", "Kestle"],
        "Treats upland water with coagulation, rapid gravity filters and chlorination. "
        "Cryptosporidium oocysts found in treated water in February 2026 triggered a "
        "boil-water notice for the zone it feeds.",
        "supplies_zone:bramwell-zone owned_by:tarnwick-water audited_by:dwsi",
    ),
    (
        "ardle-bridge-wtw",
        F_WTW,
        "concept",
        "Ardle Bridge Water Treatment Works",
        ["Ardle Bridge WTW"],
        "Slow sand filter works dating from 1931, topping up the northern network in summer.",
        "supplies_zone:northfold-zone owned_by:tarnwick-water audited_by:dwsi",
    ),
    (
        "saltmere-wtw",
        F_WTW,
        "concept",
        "Saltmere Water Treatment Works",
        ["Saltmere WTW"],
        "Coastal works that blends borehole water with a river abstraction and strips iron "
        "and manganese out on greensand filters.",
        "supplies_zone:harbour-zone abstracts_from:ardle-beck owned_by:tarnwick-water "
        "audited_by:dwsi",
    ),
    (
        "glenharrow-wtw",
        F_WTW,
        "concept",
        "Glenharrow Water Treatment Works",
        ["Glenharrow WTW"],
        "Dissolved air flotation plant treating peaty, coloured reservoir water.",
        "supplies_zone:upper-dale-zone owned_by:tarnwick-water audited_by:dwsi",
    ),
    (
        "bryn-ddol-wtw",
        F_WTW,
        "concept",
        "Bryn Ddôl Water Treatment Works",
        ["Bryn Ddol WTW", "Gwaith Trin Dŵr Bryn Ddôl"],
        "Small upland works in the Welsh-speaking west of the patch; pressure filters and UV.",
        "supplies_zone:upper-dale-zone owned_by:tarnwick-water audited_by:dwsi",
    ),
    # wastewater treatment works
    (
        "marsh-lane-wwtw",
        F_WWTW,
        "concept",
        "Marsh Lane Wastewater Treatment Works",
        ["Marsh Lane STW", "Marsh Lane WwTW"],
        "The largest sewage works in the region, serving roughly 310,000 population equivalent "
        "with activated sludge and anaerobic digesters whose biogas runs two CHP engines.",
        "discharges_to:river-tarn owned_by:tarnwick-water permitted_by:northern-rivers-agency",
    ),
    (
        "quenby-wwtw",
        F_WWTW,
        "concept",
        "Quenby Wastewater Treatment Works",
        ["Quenby STW"],
        "Small trickling-filter works next to a housing estate, with a long history of smell "
        "complaints from residents in hot weather.",
        "discharges_to:river-quen owned_by:tarnwick-water permitted_by:northern-rivers-agency",
    ),
    (
        "rowditch-wwtw",
        F_WWTW,
        "concept",
        "Rowditch Wastewater Treatment Works",
        ["Rowditch STW"],
        "Activated sludge works with an inlet storm tank; receives tannery effluent.",
        "discharges_to:river-quen owned_by:tarnwick-water permitted_by:northern-rivers-agency",
    ),
    (
        "oxley-sands-wwtw",
        F_WWTW,
        "concept",
        "Oxley Sands Wastewater Treatment Works",
        ["Oxley Sands STW"],
        "Estuarine works with nitrifying filters and a tertiary sand filter.",
        "discharges_to:saltmere-estuary owned_by:tarnwick-water "
        "permitted_by:northern-rivers-agency",
    ),
    (
        "felbeck-wwtw",
        F_WWTW,
        "concept",
        "Felbeck Wastewater Treatment Works",
        ["Felbeck STW"],
        "Rural works with a reed bed polishing stage, receiving food-factory effluent.",
        "discharges_to:felbeck-brook owned_by:tarnwick-water permitted_by:northern-rivers-agency",
    ),
    # reservoirs
    (
        "frenley-reservoir",
        F_RES,
        "concept",
        "Frenley Reservoir",
        ["Frenley"],
        "Victorian masonry dam finished in 1887, impounding about 6.2 billion litres on the "
        "moor above Fellside; the largest store the utility owns.",
        "feeds_works:hollowbrook-wtw lies_in_catchment:frenley-moor-catchment",
    ),
    (
        "black-tarn-reservoir",
        F_RES,
        "concept",
        "Black Tarn Reservoir",
        ["Black Tarn"],
        "Earth-embankment dam with a puddle-clay core; a crack was found in its spillway "
        "channel in 2025 and it is under the statutory ten-yearly inspection regime.",
        "feeds_works:kestle-moor-wtw lies_in_catchment:ardle-beck",
    ),
    (
        "cold-knott-reservoir",
        F_RES,
        "concept",
        "Cold Knott Reservoir",
        ["Cold Knott"],
        "Compensation and supply reservoir used as the second source for the moorland works.",
        "feeds_works:kestle-moor-wtw lies_in_catchment:ardle-beck",
    ),
    (
        "harrowden-reservoir",
        F_RES,
        "concept",
        "Harrowden Reservoir",
        ["Harrowden"],
        "Headwater impoundment with heavily coloured water after peat erosion.",
        "feeds_works:glenharrow-wtw lies_in_catchment:river-tarn",
    ),
    (
        "linnet-water",
        F_RES,
        "concept",
        "Linnet Water",
        ["Linnet reservoir"],
        "Shallow lowland reservoir prone to algal blooms in late summer.",
        "feeds_works:ardle-bridge-wtw lies_in_catchment:ardle-beck",
    ),
    (
        "cwm-dwr-reservoir",
        F_RES,
        "concept",
        "Cwm Dŵr Reservoir",
        ["Cwm Dwr Reservoir", "Cronfa Cwm Dŵr"],
        "Upland reservoir in a Welsh-speaking valley, built 1902.",
        "feeds_works:bryn-ddol-wtw lies_in_catchment:afon-ddol",
    ),
    (
        "gallows-hill-sr",
        F_RES,
        "concept",
        "Gallows Hill Service Reservoir",
        ["Gallows Hill SR"],
        "Covered 20 Ml treated-water storage tank on the ridge above the harbour.",
        "stores_water_for:harbour-zone fed_from:saltmere-wtw",
    ),
    # supply zones
    (
        "northfold-zone",
        F_ZONE,
        "concept",
        "Northfold Supply Zone",
        ["Northfold zone"],
        "Water supply zone of about 190,000 people including the city centre.",
        "",
    ),
    (
        "bramwell-zone",
        F_ZONE,
        "concept",
        "Bramwell Supply Zone",
        ["Bramwell zone"],
        "Market town and surrounding villages, about 54,000 people.",
        "",
    ),
    (
        "harbour-zone",
        F_ZONE,
        "concept",
        "Harbour Supply Zone",
        ["Harbour zone"],
        "Coastal zone with old cast-iron mains and many lead communication pipes.",
        "",
    ),
    (
        "upper-dale-zone",
        F_ZONE,
        "concept",
        "Upper Dale Supply Zone",
        ["Upper Dale zone"],
        "Sparse upland zone, long rural mains with chlorine decay problems.",
        "",
    ),
    # pumping stations
    (
        "ferry-road-sps",
        F_PS,
        "concept",
        "Ferry Road Sewage Pumping Station",
        ["Ferry Road SPS"],
        "Sewage lift station in a low-lying riverside street with three submersible pumps "
        "(duty, assist, standby); it flooded in November 2025 when two pumps tripped.",
        "pumps_to:marsh-lane-wwtw",
    ),
    (
        "old-forge-sps",
        F_PS,
        "concept",
        "Old Forge Sewage Pumping Station",
        ["Old Forge SPS"],
        "Dry-well station pumping the southern suburbs.",
        "pumps_to:marsh-lane-wwtw",
    ),
    (
        "dockside-sps",
        F_PS,
        "concept",
        "Dockside Sewage Pumping Station",
        ["Dockside SPS"],
        "Station at the old docks with an odour scrubber.",
        "pumps_to:quenby-wwtw",
    ),
    (
        "tollgate-sps",
        F_PS,
        "concept",
        "Tollgate Sewage Pumping Station",
        ["Tollgate SPS"],
        "Twin rising mains under the bypass.",
        "pumps_to:rowditch-wwtw",
    ),
    (
        "keel-street-sps",
        F_PS,
        "concept",
        "Keel Street Sewage Pumping Station",
        ["Keel Street SPS"],
        "Screened wet-well station on the estuary front.",
        "pumps_to:oxley-sands-wwtw",
    ),
    (
        "sandpiper-lane-sps",
        F_PS,
        "concept",
        "Sandpiper Lane Sewage Pumping Station",
        ["Sandpiper Lane SPS"],
        "Package station serving a new housing development.",
        "pumps_to:felbeck-wwtw",
    ),
    (
        "millrace-booster",
        F_PS,
        "concept",
        "Millrace Booster Station",
        ["Millrace BPS"],
        "Water booster station lifting supply to the high-level districts.",
        "boosts_supply_from:hollowbrook-wtw serves_zone:northfold-zone",
    ),
    (
        "wend-hill-booster",
        F_PS,
        "concept",
        "Wend Hill Booster Station",
        ["Wend Hill BPS"],
        "Booster with a variable-speed drive.",
        "boosts_supply_from:kestle-moor-wtw serves_zone:bramwell-zone",
    ),
    # networks
    (
        "eastgate-network",
        F_NET,
        "concept",
        "Eastgate Combined Sewer Network",
        ["Eastgate sewers"],
        "Victorian combined sewers under the old town.",
        "drains_to:marsh-lane-wwtw",
    ),
    (
        "quenby-network",
        F_NET,
        "concept",
        "Quenby Foul Sewer Network",
        ["Quenby sewers"],
        "Separate foul system built in the 1960s.",
        "drains_to:quenby-wwtw",
    ),
    (
        "rowditch-network",
        F_NET,
        "concept",
        "Rowditch Combined Sewer Network",
        ["Rowditch sewers"],
        "Combined network with heavy infiltration in winter.",
        "drains_to:rowditch-wwtw",
    ),
    (
        "oxley-trunk-sewer",
        F_NET,
        "concept",
        "Oxley Trunk Sewer",
        [],
        "Brick egg-shaped trunk sewer along the estuary.",
        "drains_to:oxley-sands-wwtw",
    ),
    (
        "felbeck-valley-sewers",
        F_NET,
        "concept",
        "Felbeck Valley Sewers",
        [],
        "Gravity sewers collecting from four villages.",
        "drains_to:felbeck-wwtw",
    ),
    # overflows
    (
        "eastgate-cso-14",
        F_CSO,
        "concept",
        "Eastgate CSO 14",
        ["CSO 14"],
        "Combined sewer overflow spilling into the river; event duration monitoring logged "
        "61 spills in 2025, more than any other overflow in the network.",
        "overflow_of:eastgate-network discharges_to:river-tarn permitted_by:northern-rivers-agency",
    ),
    (
        "ferry-road-overflow",
        F_CSO,
        "concept",
        "Ferry Road Emergency Overflow",
        [],
        "Emergency overflow from the pumping station wet well.",
        "overflow_of:ferry-road-sps discharges_to:river-tarn permitted_by:northern-rivers-agency",
    ),
    (
        "rowditch-storm-overflow",
        F_CSO,
        "concept",
        "Rowditch Storm Tank Overflow",
        [],
        "Overflow from the storm tank at the works inlet.",
        "overflow_of:rowditch-network discharges_to:river-quen permitted_by:northern-rivers-agency",
    ),
    # catchments and rivers
    ("river-tarn", F_CAT, "concept", "River Tarn", [], "Main river through the city.", ""),
    ("ardle-beck", F_CAT, "concept", "Ardle Beck", [], "Upland beck feeding three reservoirs.", ""),
    ("river-quen", F_CAT, "concept", "River Quen", [], "Lowland river, salmon spawning.", ""),
    (
        "saltmere-estuary",
        F_CAT,
        "concept",
        "Saltmere Estuary",
        [],
        "Designated shellfish waters.",
        "",
    ),
    ("felbeck-brook", F_CAT, "concept", "Felbeck Brook", [], "Chalk-fed trout stream.", ""),
    (
        "frenley-moor-catchment",
        F_CAT,
        "concept",
        "Frenley Moor Catchment",
        [],
        "Blanket bog catchment with eroding peat hags.",
        "",
    ),
    ("afon-ddol", F_CAT, "concept", "Afon Ddôl", ["Afon Ddol"], "Welsh upland river.", ""),
    # staff
    (
        "tobias-renshaw",
        F_STAFF,
        "person",
        "Tobias Renshaw",
        [],
        "Chief Executive since 2022, accountable officer to the pricing commission.",
        "",
    ),
    (
        "maud-ellery",
        F_STAFF,
        "person",
        "Maud Ellery",
        [],
        "Director of Water Operations; sits on the executive team and owns the drinking-water "
        "safety plans.",
        "reports_to:tobias-renshaw",
    ),
    (
        "priya-nandakumar",
        F_STAFF,
        "person",
        "Priya Nandakumar",
        [],
        "Director of Wastewater, responsible for sewage treatment and networks.",
        "reports_to:tobias-renshaw",
    ),
    (
        "soren-vestergaard",
        F_STAFF,
        "person",
        "Søren Vestergaard",
        ["Soren Vestergaard"],
        "Capital Programme Director, Danish-born civil engineer.",
        "reports_to:tobias-renshaw",
    ),
    (
        "jolene-marchbank",
        F_STAFF,
        "person",
        "Jolene Marchbank",
        [],
        "Company secretary; keeps the board papers.",
        "reports_to:tobias-renshaw",
    ),
    (
        "amara-nwosu",
        F_STAFF,
        "person",
        "Amara Nwosu",
        [],
        "Head of Customer Services.",
        "reports_to:tobias-renshaw",
    ),
    (
        "gareth-pullan",
        F_STAFF,
        "person",
        "Gareth Pullan",
        [],
        "Site manager at the Hollowbrook works.",
        "manages_site:hollowbrook-wtw reports_to:maud-ellery",
    ),
    (
        "bernadette-quill",
        F_STAFF,
        "person",
        "Bernadette Quill",
        ["Bernie Quill"],
        "Site manager for the moorland treatment works.",
        "manages_site:kestle-moor-wtw reports_to:maud-ellery",
    ),
    (
        "bethan-lloyd",
        F_STAFF,
        "person",
        "Bethan Lloyd",
        [],
        "Site manager for two works in the west; Welsh speaker.",
        "manages_site:ardle-bridge-wtw manages_site:bryn-ddol-wtw reports_to:maud-ellery",
    ),
    (
        "oswin-tate",
        F_STAFF,
        "person",
        "Oswin Tate",
        [],
        "Site manager covering the coastal and the flotation works.",
        "manages_site:saltmere-wtw manages_site:glenharrow-wtw reports_to:maud-ellery",
    ),
    (
        "hannah-oduya",
        F_STAFF,
        "person",
        "Hannah Oduya",
        [],
        "Site manager of the largest sewage works.",
        "manages_site:marsh-lane-wwtw reports_to:priya-nandakumar",
    ),
    (
        "ruth-abernethy",
        F_STAFF,
        "person",
        "Ruth Abernethy",
        [],
        "Site manager for two river Quen works.",
        "manages_site:quenby-wwtw manages_site:rowditch-wwtw reports_to:priya-nandakumar",
    ),
    (
        "isobel-garnet",
        F_STAFF,
        "person",
        "Isobel Garnet",
        [],
        "Site manager for the estuary and the rural works.",
        "manages_site:oxley-sands-wwtw manages_site:felbeck-wwtw reports_to:priya-nandakumar",
    ),
    (
        "lukasz-wrobel",
        F_STAFF,
        "person",
        "Łukasz Wróbel",
        ["Lukasz Wrobel"],
        "Process scientist optimising aeration and phosphorus removal.",
        "works_at:marsh-lane-wwtw reports_to:hannah-oduya",
    ),
    (
        "dmitri-orlov",
        F_STAFF,
        "person",
        "Дмитрий Орлов",
        ["Dmitri Orlov", "Dmitry Orlov"],
        "Control systems engineer responsible for the telemetry outstations and the SCADA "
        "master station.",
        "reports_to:maud-ellery",
    ),
    (
        "zoe-castellanos-pryce",
        F_STAFF,
        "person",
        "Zoë Castellanos-Pryce",
        ["Zoe Castellanos-Pryce"],
        "Water Quality Manager; regulatory sampling programme and lead strategy.",
        "reports_to:maud-ellery",
    ),
    (
        "ieuan-prydderch",
        F_STAFF,
        "person",
        "Ieuan Prydderch",
        [],
        "Reservoir keeper living in the tied cottage below the dams.",
        "works_at:black-tarn-reservoir works_at:cold-knott-reservoir reports_to:bernadette-quill",
    ),
    (
        "colm-fitzmaurice",
        F_STAFF,
        "person",
        "Colm Fitzmaurice",
        [],
        "Clean water network manager for the north.",
        "responsible_for:northfold-zone responsible_for:harbour-zone reports_to:maud-ellery",
    ),
    (
        "fenella-crake",
        F_STAFF,
        "person",
        "Fenella Crake",
        [],
        "Wastewater network manager; owns overflow monitoring.",
        "responsible_for:eastgate-network responsible_for:quenby-network "
        "responsible_for:rowditch-network reports_to:priya-nandakumar",
    ),
    (
        "nikos-papadakis",
        F_STAFF,
        "person",
        "Νίκος Παπαδάκης",
        ["Nikos Papadakis"],
        "Pumping asset engineer for the sewage lift stations.",
        "responsible_for:ferry-road-sps responsible_for:old-forge-sps "
        "responsible_for:dockside-sps reports_to:priya-nandakumar",
    ),
    (
        "wang-lei",
        F_STAFF,
        "person",
        "王磊",
        ["Wang Lei"],
        "Senior chemist running the in-house laboratory's metals bench; signs off ICP-MS results.",
        "works_at:hollowbrook-wtw reports_to:zoe-castellanos-pryce",
    ),
    (
        "anita-sharma",
        F_STAFF,
        "person",
        "अनीता शर्मा",
        ["Anita Sharma"],
        "Trade effluent officer: negotiates consents with industrial customers and samples "
        "their discharges.",
        "reports_to:priya-nandakumar",
    ),
    (
        "misaki-sato",
        F_STAFF,
        "person",
        "佐藤 美咲",
        ["Misaki Sato", "Sato Misaki"],
        "Hydraulic modeller building the sewer and distribution network models.",
        "reports_to:soren-vestergaard",
    ),
    (
        "kim-min-jun",
        F_STAFF,
        "person",
        "김민준",
        ["Kim Min-jun", "Minjun Kim"],
        "Senior project manager in capital delivery.",
        "reports_to:soren-vestergaard",
    ),
    (
        "ngozi-okafor",
        F_STAFF,
        "person",
        "Ngozi Ọkafor",
        ["Ngozi Okafor"],
        "Project engineer for civils schemes.",
        "reports_to:soren-vestergaard",
    ),
    (
        "sara-haddad",
        F_STAFF,
        "person",
        "سارة حداد",
        ["Sara Haddad"],
        "Customer liaison officer for business customers and community groups.",
        "reports_to:amara-nwosu",
    ),
    (
        "yael-cohen",
        F_STAFF,
        "person",
        "יעל כהן",
        ["Yael Cohen"],
        "Incident and emergency planning manager; runs the incident room.",
        "reports_to:maud-ellery",
    ),
    (
        "aurelie-fontaine",
        F_STAFF,
        "person",
        "Aurélie Fontaine",
        ["Aurelie Fontaine"],
        "Catchment scientist working with landowners on peat and pesticides.",
        "reports_to:zoe-castellanos-pryce",
    ),
    (
        "mercy-adjei",
        F_STAFF,
        "person",
        "Mercy Adjei",
        [],
        "Pumping station technician on the eastern round.",
        "works_at:tollgate-sps works_at:keel-street-sps reports_to:nikos-papadakis",
    ),
    (
        "jose-ibanez",
        F_STAFF,
        "person",
        "José Ibáñez",
        ["Jose Ibanez"],
        "Pump fitter based at the riverside lift station.",
        "works_at:ferry-road-sps reports_to:nikos-papadakis",
    ),
    (
        "ravi-kapoor",
        F_STAFF,
        "person",
        "Ravi Kapoor",
        [],
        "Process operator on the moorland works shift rota.",
        "works_at:kestle-moor-wtw reports_to:bernadette-quill",
    ),
    (
        "tamsin-hebb",
        F_STAFF,
        "person",
        "Tamsin Hebb",
        [],
        "Process operator at the trickling-filter works.",
        "works_at:quenby-wwtw reports_to:ruth-abernethy",
    ),
    # inspectors
    (
        "alastair-penhale",
        F_INSP,
        "person",
        "Alastair Penhale",
        [],
        "Environment officer for pollution incidents on the Tarn and its tributaries.",
        "inspects_for:northern-rivers-agency",
    ),
    (
        "conrad-ibbotson",
        F_INSP,
        "person",
        "Conrad Ibbotson",
        [],
        "Permitting officer for water company discharges.",
        "inspects_for:northern-rivers-agency",
    ),
    (
        "mirela-dragulescu",
        F_INSP,
        "person",
        "Mirela Drăgulescu",
        ["Mirela Dragulescu"],
        "Drinking water inspector leading event investigations.",
        "inspects_for:dwsi",
    ),
    (
        "helga-brandstatter",
        F_INSP,
        "person",
        "Helga Brandstätter",
        ["Helga Brandstaetter"],
        "Drinking water inspector carrying out technical audits.",
        "inspects_for:dwsi",
    ),
    (
        "owen-traske",
        F_INSP,
        "person",
        "Owen Traske",
        [],
        "Consultant in health protection.",
        "inspects_for:dale-public-health",
    ),
    # regulators
    (
        "northern-rivers-agency",
        F_REG,
        "company",
        "Northern Rivers Agency",
        ["NRA"],
        "Environmental regulator that issues discharge permits and investigates pollution.",
        "",
    ),
    (
        "dwsi",
        F_REG,
        "company",
        "Drinking Water Standards Inspectorate",
        ["DWSI"],
        "Regulator of drinking-water quality; audits treatment works and can issue "
        "enforcement notices.",
        "",
    ),
    (
        "utility-pricing-commission",
        F_REG,
        "company",
        "Utility Pricing Commission",
        ["UPC"],
        "Economic regulator setting price limits every five years.",
        "",
    ),
    (
        "dale-public-health",
        F_REG,
        "company",
        "Tarnwick and Dale Public Health Service",
        ["TDPHS"],
        "Local health protection team consulted on boil-water and do-not-drink advice.",
        "",
    ),
    # contractors
    (
        "corran-pipeline",
        F_CON,
        "company",
        "Corran Pipeline Services",
        ["Corran"],
        "Civil contractor that relines and replaces distribution mains by slip-lining and "
        "open cut; on 24-hour call-out for bursts.",
        "contractor_on:northfold-mains contractor_on:saltmere-lead responded_to:millrace-burst",
    ),
    (
        "hexley-pumps",
        F_CON,
        "company",
        "Hexley Pumps Ltd",
        ["Hexley"],
        "Pump overhaul and maintenance contractor.",
        "maintains_pumps_at:ferry-road-sps maintains_pumps_at:old-forge-sps "
        "maintains_pumps_at:dockside-sps maintains_pumps_at:tollgate-sps "
        "contractor_on:ferry-road-pump-renewal responded_to:ferry-road-flooding",
    ),
    (
        "bracknall-chemicals",
        F_CON,
        "company",
        "Bracknall Chemicals",
        ["Bracknall"],
        "Bulk supplier of ferric sulphate coagulant and sodium hypochlorite, delivered by "
        "tanker every week.",
        "supplies_chemicals_to:hollowbrook-wtw supplies_chemicals_to:kestle-moor-wtw "
        "supplies_chemicals_to:saltmere-wtw supplies_chemicals_to:glenharrow-wtw "
        "supplies_chemicals_to:marsh-lane-wwtw",
    ),
    (
        "aquilab",
        F_CON,
        "company",
        "Aquilab Analytical",
        ["Aquilab"],
        "UKAS-accredited external laboratory used for regulatory sampling and "
        "cryptosporidium analysis.",
        "provides_lab_testing_for:kestle-moor-wtw provides_lab_testing_for:bryn-ddol-wtw "
        "provides_lab_testing_for:oxley-sands-wwtw",
    ),
    (
        "sentinel-flow",
        F_CON,
        "company",
        "Sentinel Flow Systems",
        ["Sentinel"],
        "Vendor of the SCADA and telemetry software platform licensed across all sites.",
        "licenses_software_to:tarnwick-water contractor_on:scada-refresh",
    ),
    (
        "dunmore-civils",
        F_CON,
        "company",
        "Dunmore Civils",
        ["Dunmore"],
        "Civil engineering contractor for tanks, culverts and dam works.",
        "contractor_on:eastgate-storage contractor_on:rowditch-storm-tank "
        "contractor_on:black-tarn-dam-works contractor_on:bryn-ddol-filters",
    ),
    (
        "vodarny-technika",
        F_CON,
        "company",
        "Vodárny Technika s.r.o.",
        ["Vodarny Technika"],
        "Czech manufacturer of ultrafiltration membrane racks.",
        "supplies_equipment_for:hollowbrook-membrane",
    ),
    (
        "kessock-tankering",
        F_CON,
        "company",
        "Kessock Tankering",
        [],
        "Sludge and liquid waste haulier.",
        "tankers_sludge_from:quenby-wwtw tankers_sludge_from:felbeck-wwtw "
        "tankers_sludge_from:rowditch-wwtw",
    ),
    (
        "pellham-odour",
        F_CON,
        "company",
        "Pellham Odour Control",
        ["Pellham"],
        "Specialist in biofilters and carbon scrubbers.",
        "controls_odour_at:quenby-wwtw contractor_on:quenby-odour-scheme",
    ),
    (
        "nordvik-ozon",
        F_CON,
        "company",
        "Nørdvik Ozon AS",
        ["Nordvik Ozon"],
        "Norwegian maker of ozone generators.",
        "supplies_equipment_for:kestle-ozone",
    ),
    (
        "greystone-consultants",
        F_CON,
        "company",
        "Greystone Environmental Consultants",
        ["Greystone"],
        "Environmental and engineering consultancy.",
        "advises_on:frenley-peat advises_on:eastgate-storage",
    ),
    (
        "mitsuhashi-valve",
        F_CON,
        "company",
        "三橋バルブ株式会社",
        ["Mitsuhashi Valve", "Mitsuhashi"],
        "Japanese manufacturer of butterfly and air valves.",
        "supplies_equipment_for:northfold-mains supplies_equipment_for:ferry-road-pump-renewal",
    ),
    # customers
    (
        "brennock-dairies",
        F_CUS,
        "company",
        "Brennock Dairies",
        [],
        "Milk processing plant with high-strength whey effluent.",
        "discharges_trade_effluent_to:quenby-wwtw supplied_from:bramwell-zone",
    ),
    (
        "halvern-tannery",
        F_CUS,
        "company",
        "Halvern Tannery",
        [],
        "Leather tannery discharging chromium-bearing effluent under a trade effluent consent.",
        "discharges_trade_effluent_to:rowditch-wwtw",
    ),
    (
        "ostler-paper-mill",
        F_CUS,
        "company",
        "Ostler Paper Mill",
        [],
        "Recycled paper mill, high COD and fibre load.",
        "discharges_trade_effluent_to:oxley-sands-wwtw",
    ),
    (
        "kirsop-brewery",
        F_CUS,
        "company",
        "Kirsop Brewery",
        [],
        "Family brewery, sugary wash-down water.",
        "discharges_trade_effluent_to:marsh-lane-wwtw supplied_from:northfold-zone",
    ),
    (
        "al-noor-foods",
        F_CUS,
        "company",
        "أغذية النور",
        ["Al-Noor Foods"],
        "Halal ready-meal factory with fats, oils and grease in its effluent.",
        "discharges_trade_effluent_to:felbeck-wwtw",
    ),
    (
        "okawa-semiconductor",
        F_CUS,
        "company",
        "Ōkawa Semiconductor Tarnwick",
        ["Okawa Semiconductor"],
        "Wafer fab needing ultrapure water feedstock; fluoride in its discharge.",
        "discharges_trade_effluent_to:marsh-lane-wwtw supplied_from:northfold-zone",
    ),
    (
        "calder-pharmaceuticals",
        F_CUS,
        "company",
        "Calder Pharmaceuticals",
        ["Calder Pharma"],
        "Generic drug manufacturer with solvent-bearing effluent.",
        "discharges_trade_effluent_to:oxley-sands-wwtw",
    ),
    (
        "tarnwick-city-council",
        F_CUS,
        "company",
        "Tarnwick City Council",
        ["TCC"],
        "Unitary council and lead local flood authority.",
        "partner_in:eastgate-storage",
    ),
    (
        "dalemoor-district-council",
        F_CUS,
        "company",
        "Dalemoor District Council",
        [],
        "District council covering the moorland parishes.",
        "partner_in:frenley-peat",
    ),
    (
        "st-aldhelms-hospital",
        F_CUS,
        "company",
        "St Aldhelm's Hospital",
        ["St Aldhelms"],
        "Community hospital by the harbour with a maternity unit.",
        "supplied_from:harbour-zone",
    ),
    (
        "northfold-general-hospital",
        F_CUS,
        "company",
        "Northfold General Hospital",
        ["NGH"],
        "Acute hospital with a renal dialysis unit; a priority customer that needs an "
        "alternative supply whenever mains are off.",
        "supplied_from:northfold-zone",
    ),
    # projects
    (
        "northfold-mains",
        "projects/capital",
        "project",
        "Northfold Mains Replacement Programme",
        ["NMRP"],
        "Five-year programme replacing 42 km of unlined cast-iron distribution mains.",
        "led_by:kim-min-jun sponsored_by:soren-vestergaard upgrades_asset:northfold-zone "
        "addresses_incident:millrace-burst",
    ),
    (
        "eastgate-storage",
        "projects/capital",
        "project",
        "Eastgate Storm Overflow Improvement",
        ["Eastgate storage tank"],
        "Building a 4,500 cubic metre underground storage tunnel on the combined network to "
        "cut spills into the river.",
        "led_by:ngozi-okafor sponsored_by:priya-nandakumar upgrades_asset:eastgate-cso-14 "
        "addresses_incident:eastgate-spill",
    ),
    (
        "kestle-ozone",
        "projects/capital",
        "project",
        "Kestle Moor Ozone and GAC Stage",
        ["Kestle ozone project"],
        "New ozonation and granular activated carbon stage for taste, odour and pesticide risk.",
        "led_by:kim-min-jun sponsored_by:maud-ellery upgrades_asset:kestle-moor-wtw",
    ),
    (
        "marsh-lane-p-removal",
        "projects/capital",
        "project",
        "Marsh Lane Phosphorus Removal Upgrade",
        ["Marsh Lane P removal"],
        "Chemical dosing and tertiary filtration to meet a 0.5 mg/l phosphorus limit.",
        "led_by:lukasz-wrobel sponsored_by:priya-nandakumar upgrades_asset:marsh-lane-wwtw",
    ),
    (
        "scada-refresh",
        "projects/capital",
        "project",
        "SCADA Telemetry Refresh 2026",
        ["SCADA refresh"],
        "Replacing 340 telemetry outstations and migrating the master station.",
        "led_by:dmitri-orlov sponsored_by:maud-ellery",
    ),
    (
        "hollowbrook-membrane",
        "projects/capital",
        "project",
        "Hollowbrook Membrane Filtration",
        [],
        "Adding ultrafiltration after the rapid gravity filters.",
        "led_by:gareth-pullan sponsored_by:soren-vestergaard upgrades_asset:hollowbrook-wtw",
    ),
    (
        "ferry-road-pump-renewal",
        "projects/capital",
        "project",
        "Ferry Road Pump Renewal",
        [],
        "Replacing all three pumps and the control panel, raising the kiosk above flood level.",
        "led_by:nikos-papadakis sponsored_by:priya-nandakumar upgrades_asset:ferry-road-sps "
        "addresses_incident:ferry-road-flooding",
    ),
    (
        "quenby-odour-scheme",
        "projects/capital",
        "project",
        "Quenby Odour Abatement Scheme",
        [],
        "Covering the inlet works and adding a biofilter.",
        "led_by:ruth-abernethy sponsored_by:priya-nandakumar upgrades_asset:quenby-wwtw "
        "addresses_incident:quenby-odour-2025",
    ),
    (
        "black-tarn-dam-works",
        "projects/capital",
        "project",
        "Black Tarn Dam Safety Works",
        [],
        "Spillway repair and crest raising ordered by the inspecting engineer.",
        "led_by:ngozi-okafor sponsored_by:soren-vestergaard "
        "upgrades_asset:black-tarn-reservoir addresses_incident:black-tarn-crack",
    ),
    (
        "rowditch-storm-tank",
        "projects/capital",
        "project",
        "Rowditch Storm Tank Expansion",
        [],
        "Doubling storm tank volume at the works inlet.",
        "led_by:misaki-sato sponsored_by:priya-nandakumar upgrades_asset:rowditch-wwtw",
    ),
    (
        "saltmere-lead",
        "projects/capital",
        "project",
        "Saltmere Lead Pipe Replacement",
        [],
        "Replacing lead communication pipes and adding orthophosphate dosing.",
        "led_by:zoe-castellanos-pryce sponsored_by:maud-ellery upgrades_asset:harbour-zone",
    ),
    (
        "frenley-peat",
        "projects/capital",
        "project",
        "Frenley Moor Peat Restoration",
        ["peat restoration partnership"],
        "Catchment partnership re-wetting eroded blanket bog to reduce colour in raw water.",
        "led_by:aurelie-fontaine sponsored_by:maud-ellery upgrades_asset:frenley-moor-catchment",
    ),
    (
        "bryn-ddol-filters",
        "projects/capital",
        "project",
        "Bryn Ddôl Filter Refurbishment",
        ["Bryn Ddol filters"],
        "Re-media of four pressure filters and new backwash pumps.",
        "led_by:bethan-lloyd sponsored_by:soren-vestergaard upgrades_asset:bryn-ddol-wtw "
        "addresses_incident:bryn-ddol-turbidity",
    ),
    # incidents
    (
        "millrace-burst",
        "incidents/2026",
        "note",
        "Millrace Trunk Main Burst, January 2026",
        ["Millrace burst"],
        "A 24-inch trunk main split under the ring road, leaving about 9,000 homes without "
        "water overnight; bottled water was delivered to vulnerable customers.",
        "affected_asset:millrace-booster affected_zone:northfold-zone "
        "affected_customer:northfold-general-hospital incident_manager:yael-cohen",
    ),
    (
        "quenby-odour-2025",
        "incidents/2025",
        "note",
        "Quenby Odour Complaints, Summer 2025",
        [],
        "Over 140 smell complaints in July and August from the estate next to the works.",
        "affected_asset:quenby-wwtw incident_manager:ruth-abernethy",
    ),
    (
        "eastgate-spill",
        "incidents/2026",
        "note",
        "Eastgate Overflow Spill, March 2026",
        [],
        "Dry-weather spill from a blocked continuation pipe; sewage fungus seen 800 m downstream.",
        "affected_asset:eastgate-cso-14 polluted_watercourse:river-tarn "
        "investigated_by:alastair-penhale incident_manager:fenella-crake",
    ),
    (
        "bramwell-bwn",
        "incidents/2026",
        "note",
        "Bramwell Boil-Water Notice, February 2026",
        ["Bramwell BWN"],
        "Cryptosporidium detected in final water; 54,000 people told to boil water for "
        "eleven days.",
        "affected_asset:kestle-moor-wtw affected_zone:bramwell-zone "
        "affected_customer:brennock-dairies investigated_by:mirela-dragulescu "
        "incident_manager:yael-cohen invoked_policy:bwn-procedure",
    ),
    (
        "oxley-ammonia",
        "incidents/2025",
        "note",
        "Oxley Sands Ammonia Exceedance, October 2025",
        [],
        "Final effluent ammonia at 14 mg/l against a 5 mg/l limit after a filter failure.",
        "affected_asset:oxley-sands-wwtw polluted_watercourse:saltmere-estuary "
        "investigated_by:conrad-ibbotson incident_manager:isobel-garnet",
    ),
    (
        "ferry-road-flooding",
        "incidents/2025",
        "note",
        "Ferry Road Pump Failure and Sewer Flooding, November 2025",
        [],
        "Two pumps tripped in a storm; sewage flooded six gardens and the road.",
        "affected_asset:ferry-road-sps affected_customer:tarnwick-city-council "
        "incident_manager:nikos-papadakis",
    ),
    (
        "saltmere-discoloured",
        "incidents/2026",
        "note",
        "Saltmere Discoloured Water Event, April 2026",
        [],
        "Manganese breakthrough gave brown water across the coastal zone for two days.",
        "affected_asset:saltmere-wtw affected_zone:harbour-zone "
        "affected_customer:st-aldhelms-hospital incident_manager:oswin-tate",
    ),
    (
        "halvern-chromium",
        "incidents/2026",
        "note",
        "Halvern Tannery Chromium Breach, May 2026",
        [],
        "Total chromium at 9 mg/l in the tannery discharge, three times the consent limit.",
        "affected_customer:halvern-tannery affected_asset:rowditch-wwtw "
        "incident_manager:anita-sharma invoked_policy:trade-effluent-policy",
    ),
    (
        "glenharrow-chlorine",
        "incidents/2026",
        "note",
        "Glenharrow Chlorine Dosing Fault, March 2026",
        [],
        "A stuck dosing pump overdosed chlorine; strong taste reported in the rural zone.",
        "affected_asset:glenharrow-wtw affected_zone:upper-dale-zone incident_manager:oswin-tate",
    ),
    (
        "felbeck-fish-kill",
        "incidents/2025",
        "note",
        "Felbeck Brook Fish Kill, August 2025",
        [],
        "About 300 dead brown trout found below the works outfall after a fat-laden "
        "discharge starved the brook of oxygen.",
        "affected_asset:felbeck-wwtw polluted_watercourse:felbeck-brook "
        "suspected_source:al-noor-foods investigated_by:alastair-penhale "
        "incident_manager:isobel-garnet",
    ),
    (
        "black-tarn-crack",
        "incidents/2025",
        "note",
        "Black Tarn Spillway Crack, September 2025",
        [],
        "Longitudinal crack in the spillway chute found at the six-monthly walkover.",
        "affected_asset:black-tarn-reservoir incident_manager:bernadette-quill",
    ),
    (
        "harbour-low-pressure",
        "incidents/2026",
        "note",
        "Harbour Zone Low Pressure, June 2026",
        [],
        "Service reservoir level fell during a heatwave; low pressure on high streets.",
        "affected_zone:harbour-zone affected_asset:gallows-hill-sr "
        "incident_manager:colm-fitzmaurice",
    ),
    (
        "bryn-ddol-turbidity",
        "incidents/2026",
        "note",
        "Bryn Ddôl Turbidity Spike, May 2026",
        ["Bryn Ddol turbidity"],
        "Filter breakthrough after heavy rain; works shut down for six hours.",
        "affected_asset:bryn-ddol-wtw affected_zone:upper-dale-zone incident_manager:bethan-lloyd",
    ),
    # meetings
    (
        "board-2026-03",
        "meetings/board",
        "meeting",
        "Board Meeting, 12 March 2026",
        ["March board"],
        "The board approved an £18.4m budget for the overflow storage tunnel and the ozone "
        "stage, and heard an account of the boil-water notice.",
        "chaired_by:tobias-renshaw attended_by:maud-ellery attended_by:priya-nandakumar "
        "attended_by:soren-vestergaard attended_by:jolene-marchbank "
        "decided_on:eastgate-storage decided_on:kestle-ozone reviewed_incident:bramwell-bwn",
    ),
    (
        "board-2026-06",
        "meetings/board",
        "meeting",
        "Board Meeting, 11 June 2026",
        ["June board"],
        "Approved the storm tank expansion and the lead pipe programme; noted the "
        "discoloured water event.",
        "chaired_by:tobias-renshaw attended_by:maud-ellery attended_by:priya-nandakumar "
        "attended_by:jolene-marchbank attended_by:amara-nwosu "
        "decided_on:rowditch-storm-tank decided_on:saltmere-lead "
        "reviewed_incident:saltmere-discoloured",
    ),
    (
        "capital-review-2026-04",
        "meetings/operational",
        "meeting",
        "Capital Programme Review, April 2026",
        [],
        "Re-phased the mains programme and released funds for dam safety and filter works.",
        "chaired_by:soren-vestergaard attended_by:kim-min-jun attended_by:ngozi-okafor "
        "attended_by:misaki-sato decided_on:northfold-mains decided_on:black-tarn-dam-works "
        "decided_on:bryn-ddol-filters",
    ),
    (
        "bwn-review",
        "meetings/operational",
        "meeting",
        "Incident Review: Bramwell Boil-Water Notice",
        [],
        "Lessons learned: slow translated notices, late hospital contact, filter ripening.",
        "chaired_by:yael-cohen attended_by:bernadette-quill attended_by:zoe-castellanos-pryce "
        "attended_by:mirela-dragulescu attended_by:amara-nwosu reviewed_incident:bramwell-bwn",
    ),
    (
        "nra-liaison-q1",
        "meetings/external",
        "meeting",
        "Quarterly Liaison with Northern Rivers Agency, Q1 2026",
        [],
        "Regular regulator liaison on permits, spills and enforcement.",
        "chaired_by:priya-nandakumar attended_by:alastair-penhale "
        "attended_by:conrad-ibbotson attended_by:fenella-crake attended_by:isobel-garnet "
        "held_with:northern-rivers-agency reviewed_incident:eastgate-spill "
        "reviewed_incident:oxley-ammonia",
    ),
    (
        "dwsi-closeout",
        "meetings/external",
        "meeting",
        "DWSI Audit Close-out, Kestle Moor",
        [],
        "Close-out of the technical audit with three recommendations accepted.",
        "chaired_by:maud-ellery attended_by:helga-brandstatter attended_by:bernadette-quill "
        "attended_by:zoe-castellanos-pryce held_with:dwsi",
    ),
    (
        "trade-effluent-forum",
        "meetings/external",
        "meeting",
        "Trade Effluent Forum, May 2026",
        [],
        "Annual forum with industrial dischargers on charges and consent reviews.",
        "chaired_by:anita-sharma attended_by:sara-haddad held_with:halvern-tannery "
        "held_with:brennock-dairies held_with:ostler-paper-mill held_with:kirsop-brewery "
        "held_with:calder-pharmaceuticals",
    ),
    (
        "quenby-residents",
        "meetings/external",
        "meeting",
        "Quenby Residents' Odour Liaison Meeting",
        [],
        "Residents heard the odour action plan; the council's environmental health attended.",
        "chaired_by:ruth-abernethy attended_by:amara-nwosu attended_by:sara-haddad "
        "held_with:tarnwick-city-council reviewed_incident:quenby-odour-2025",
    ),
    (
        "scada-go-no-go",
        "meetings/operational",
        "meeting",
        "SCADA Cutover Go/No-Go",
        [],
        "Decided to cut over the northern outstations on the second weekend of June.",
        "chaired_by:dmitri-orlov held_with:sentinel-flow decided_on:scada-refresh",
    ),
    (
        "flood-partnership",
        "meetings/external",
        "meeting",
        "Flood Partnership Meeting with Tarnwick City Council",
        [],
        "Joint review of sewer flooding hotspots and agreed pump renewal.",
        "chaired_by:misaki-sato attended_by:fenella-crake held_with:tarnwick-city-council "
        "reviewed_incident:ferry-road-flooding decided_on:ferry-road-pump-renewal",
    ),
    (
        "hospital-workshop",
        "meetings/external",
        "meeting",
        "Hospital Supply Resilience Workshop",
        [],
        "Agreed tanker connection points and contact trees for both hospitals.",
        "chaired_by:yael-cohen attended_by:colm-fitzmaurice attended_by:amara-nwosu "
        "held_with:northfold-general-hospital held_with:st-aldhelms-hospital "
        "reviewed_incident:millrace-burst",
    ),
    (
        "nordvik-project-meeting",
        "meetings/external",
        "meeting",
        "Prosjektmøte: Nørdvik Ozon og Kestle Moor",
        ["Nordvik project meeting"],
        "Design freeze for the ozone generators, held in Norwegian and English.",
        "chaired_by:kim-min-jun held_with:nordvik-ozon discussed_project:kestle-ozone",
    ),
    # policies
    (
        "bwn-procedure",
        "policies",
        "concept",
        "Boil-Water Notice Procedure",
        ["BWN procedure"],
        "Sets out who decides to issue the advice, how customers and hospitals are told, the "
        "languages notices go out in, and when the notice is lifted.",
        "policy_owner:yael-cohen",
    ),
    (
        "trade-effluent-policy",
        "policies",
        "concept",
        "Trade Effluent Consent Policy",
        [],
        "How consents are granted, reviewed and enforced, and how Mogden charges apply.",
        "policy_owner:anita-sharma",
    ),
    (
        "overflow-monitoring-standard",
        "policies",
        "concept",
        "Storm Overflow Monitoring Standard",
        [],
        "Event duration monitors on every overflow, data published within an hour.",
        "policy_owner:fenella-crake applies_to:eastgate-cso-14 applies_to:ferry-road-overflow "
        "applies_to:rowditch-storm-overflow",
    ),
    (
        "lead-strategy",
        "policies",
        "concept",
        "Lead in Drinking Water Strategy",
        [],
        "Targets removing all lead service pipes by 2040 with orthophosphate in the meantime.",
        "policy_owner:zoe-castellanos-pryce",
    ),
    (
        "confined-space-procedure",
        "policies",
        "concept",
        "Confined Space Entry Procedure",
        [],
        "Permit-to-work, gas testing and rescue cover for entering wet wells, chambers and tanks.",
        "policy_owner:maud-ellery",
    ),
    (
        "sludge-strategy",
        "policies",
        "concept",
        "Sludge Management Strategy",
        [],
        "Digested biosolids go to farmland under the safe sludge matrix; incineration is the "
        "fallback.",
        "policy_owner:priya-nandakumar",
    ),
]

# --- evidence ---------------------------------------------------------------------------------
# (category, folder, title, aliases, source ref, date, subjects, text)
EVIDENCE: list[tuple[str, str, str, list[str], str, str, list[str], str]] = []


def _ev(cat, folder, title, aliases, ref, date, subjects, text):
    EVIDENCE.append((cat, folder, title, aliases, ref, date, subjects.split(), text))


_PERMITS = [
    ("marsh-lane-wwtw", "Marsh Lane", "EPR/TW/0412", "BOD 15 mg/l, ammonia 3 mg/l, P 1 mg/l"),
    ("quenby-wwtw", "Quenby", "EPR/TW/0207", "BOD 25 mg/l, suspended solids 45 mg/l"),
    ("rowditch-wwtw", "Rowditch", "EPR/TW/0319", "BOD 20 mg/l, ammonia 5 mg/l, Cr 50 ug/l"),
    ("oxley-sands-wwtw", "Oxley Sands", "EPR/TW/0530", "BOD 20 mg/l, ammonia 5 mg/l"),
    ("felbeck-wwtw", "Felbeck", "EPR/TW/0611", "BOD 10 mg/l, ammonia 2 mg/l, P 0.5 mg/l"),
    ("eastgate-cso-14", "Eastgate CSO 14", "EPR/TW/C014", "spill only when pass-forward flow"),
    ("ferry-road-overflow", "Ferry Road", "EPR/TW/E021", "emergency use only, telemetry alarm"),
    ("rowditch-storm-overflow", "Rowditch storm tank", "EPR/TW/C033", "storm tank full first"),
]
for _sub, _short, _num, _limits in _PERMITS:
    _ev(
        "permit",
        "evidence/permits",
        f"Environmental permit {_num}, {_short} discharge",
        [_num],
        f"web:registers.nra.example/permits/{_num.replace('/', '-')}",
        "2024-04-01T09:00:00Z",
        _sub,
        f"Northern Rivers Agency. Permit {_num} authorises Tarnwick Water to discharge treated "
        f"sewage effluent at {_short}. Conditions: {_limits}. Samples are taken by the "
        "operator's accredited contractor and reported quarterly.",
    )

_LICENCES = [
    ("frenley-reservoir", "Abstraction licence 2/27/14/082, Frenley Reservoir", "2/27/14/082"),
    ("black-tarn-reservoir", "Abstraction licence 2/27/09/011, Black Tarn", "2/27/09/011"),
    ("linnet-water", "Abstraction licence 2/27/21/140, Linnet Water", "2/27/21/140"),
    ("cwm-dwr-reservoir", "Trwydded tynnu dŵr 9/61/03/007, Cwm Dŵr", "9/61/03/007"),
]
for _sub, _title, _num in _LICENCES:
    _ev(
        "licence",
        "evidence/licences",
        _title,
        [],
        f"web:registers.nra.example/abstraction/{_num.replace('/', '-')}",
        "2019-10-01T09:00:00Z",
        _sub,
        f"Licence {_num}. Maximum annual abstraction and daily limits, compensation flow to be "
        "maintained below the dam at all times, records of daily abstraction to be kept.",
    )

_CONSENTS = [
    ("brennock-dairies", "Brennock Dairies", "TE-0114", "COD 6,000 mg/l, pH 6-10"),
    ("halvern-tannery", "Halvern Tannery", "TE-0231", "total chromium 3 mg/l, sulphide 2 mg/l"),
    ("ostler-paper-mill", "Ostler Paper Mill", "TE-0302", "COD 4,000 mg/l, SS 800 mg/l"),
    ("kirsop-brewery", "Kirsop Brewery", "TE-0087", "COD 5,000 mg/l, volume 300 m3/day"),
    ("al-noor-foods", "Al-Noor Foods", "TE-0459", "fats, oils and grease 100 mg/l"),
    ("okawa-semiconductor", "Okawa Semiconductor", "TE-0510", "fluoride 20 mg/l"),
    ("calder-pharmaceuticals", "Calder Pharmaceuticals", "TE-0377", "DCM 1 mg/l, COD 3,000"),
]
for _sub, _short, _num, _limits in _CONSENTS:
    _ev(
        "consent",
        "evidence/consents",
        f"Trade effluent consent {_num}, {_short}",
        [_num],
        f"goat-task:trade-effluent:{_num}",
        "2023-06-15T09:00:00Z",
        _sub,
        f"Consent {_num} under the Water Industry Act. The trader may discharge trade effluent "
        f"to the public sewer subject to: {_limits}. Sampling chamber to be kept accessible.",
    )

_LABS = [
    ("hollowbrook-wtw", "Hollowbrook", "LR-26-0311", "all parameters compliant"),
    ("kestle-moor-wtw", "Kestle Moor", "LR-26-0312", "turbidity 0.3 NTU, aluminium 40 ug/l"),
    ("ardle-bridge-wtw", "Ardle Bridge", "LR-26-0313", "geosmin 9 ng/l, taste complaints"),
    ("saltmere-wtw", "Saltmere", "LR-26-0314", "manganese 28 ug/l, iron 80 ug/l"),
    ("glenharrow-wtw", "Glenharrow", "LR-26-0315", "colour 8 Hazen, THMs 62 ug/l"),
    ("bryn-ddol-wtw", "Bryn Ddol", "LR-26-0316", "UV dose validated, all compliant"),
]
for _sub, _short, _num, _res in _LABS:
    _ev(
        "lab",
        "evidence/lab-reports",
        f"Final water compliance report, {_short} WTW, March 2026",
        [_num],
        f"web:lims.tarnwick.example/report/{_num}",
        "2026-04-03T10:00:00Z",
        _sub,
        f"Laboratory report {_num}. Monthly regulatory samples of final water: {_res}. "
        "Coliforms and E. coli absent in all samples.",
    )
for _sub, _short, _num, _res in [
    ("marsh-lane-wwtw", "Marsh Lane", "LR-26-0401", "ammonia 1.2 mg/l, P 0.8 mg/l"),
    ("oxley-sands-wwtw", "Oxley Sands", "LR-25-1022", "ammonia 14 mg/l, failing"),
    ("felbeck-wwtw", "Felbeck", "LR-25-0817", "BOD 31 mg/l, FOG visible"),
]:
    _ev(
        "lab",
        "evidence/lab-reports",
        f"Final effluent analysis, {_short}, {_num}",
        [_num],
        f"web:lims.tarnwick.example/report/{_num}",
        "2025-11-01T10:00:00Z",
        _sub,
        f"Effluent composite sample {_num}: {_res}. Analysed under UKAS accreditation.",
    )
_ev(
    "lab",
    "evidence/lab-reports",
    "Cryptosporidium results, Kestle Moor final water, February 2026",
    ["LR-26-0207"],
    "web:aquilab.example/results/AQ-26-1187",
    "2026-02-09T16:00:00Z",
    "kestle-moor-wtw bramwell-bwn",
    "Aquilab Analytical. 0.21 oocysts per 10 litres in final water on two consecutive days; "
    "genotyping indicates C. parvum of livestock origin.",
)
_ev(
    "lab",
    "evidence/lab-reports",
    "Chromium sampling, Halvern Tannery discharge, May 2026",
    [],
    "web:lims.tarnwick.example/report/LR-26-0522",
    "2026-05-22T12:00:00Z",
    "halvern-tannery halvern-chromium",
    "Spot samples from the sampling chamber: total chromium 9.1, 8.7 and 9.4 mg/l.",
)
_ev(
    "lab",
    "evidence/lab-reports",
    "River samples, Felbeck Brook, 14 August 2025",
    [],
    "web:lims.tarnwick.example/report/LR-25-0814",
    "2025-08-14T18:00:00Z",
    "felbeck-fish-kill",
    "Dissolved oxygen 1.8 mg/l below the outfall, 9.6 mg/l upstream; fat globules present.",
)
_ev(
    "lab",
    "evidence/lab-reports",
    "Iron and manganese profile, Saltmere filters, April 2026",
    [],
    "web:lims.tarnwick.example/report/LR-26-0419",
    "2026-04-19T11:00:00Z",
    "saltmere-wtw saltmere-discoloured",
    "Manganese 310 ug/l after filters 3 and 4; greensand exhausted, regeneration overdue.",
)

_INCIDENT_REPORTS = [
    ("millrace-burst", "INC-2026-003", "2026-01-18", "Trunk main failure under ring road"),
    ("quenby-odour-2025", "INC-2025-041", "2025-09-05", "Odour at Quenby, summer 2025"),
    ("eastgate-spill", "INC-2026-011", "2026-03-20", "Dry-weather spill at Eastgate"),
    ("bramwell-bwn", "INC-2026-006", "2026-02-25", "Boil-water notice, Bramwell"),
    ("oxley-ammonia", "INC-2025-052", "2025-10-30", "Ammonia exceedance at Oxley Sands"),
    ("ferry-road-flooding", "INC-2025-058", "2025-11-20", "Pump trip and flooding"),
    ("saltmere-discoloured", "INC-2026-014", "2026-04-24", "Brown water, Harbour zone"),
    ("halvern-chromium", "INC-2026-019", "2026-05-28", "Chromium consent breach"),
    ("glenharrow-chlorine", "INC-2026-009", "2026-03-12", "Chlorine overdose"),
    ("felbeck-fish-kill", "INC-2025-036", "2025-08-20", "Fish kill below Felbeck outfall"),
    ("black-tarn-crack", "INC-2025-044", "2025-09-22", "Spillway crack, Black Tarn"),
    ("harbour-low-pressure", "INC-2026-023", "2026-06-21", "Low pressure during heatwave"),
]
for _sub, _num, _day, _what in _INCIDENT_REPORTS:
    _ev(
        "incident-report",
        "evidence/incident-reports",
        f"Incident report {_num}: {_what}",
        [_num],
        f"goat-task:incident:{_num}",
        f"{_day}T15:00:00Z",
        _sub,
        f"Incident {_num}. {_what}. Timeline of detection, escalation and recovery; root cause "
        "analysis; actions with owners and dates. Classified under the utility's incident "
        "matrix and reported to the relevant regulator within 24 hours.",
    )
_ev(
    "incident-report",
    "evidence/incident-reports",
    "Adroddiad digwyddiad INC-2026-017: cymylogrwydd yng Ngwaith Bryn Ddôl",
    ["INC-2026-017"],
    "goat-task:incident:INC-2026-017",
    "2026-05-09T15:00:00Z",
    "bryn-ddol-turbidity",
    "Digwyddiad INC-2026-017. Cymylogrwydd uchel ar ôl glaw trwm; caewyd y gwaith am chwe awr. "
    "Turbidity breakthrough after heavy rain; works shut for six hours.",
)
_ev(
    "incident-report",
    "evidence/incident-reports",
    "Regulation 35 event notification to DWSI, Bramwell",
    [],
    "goat-task:incident:INC-2026-006:dwsi-notice",
    "2026-02-10T08:00:00Z",
    "bramwell-bwn",
    "Notification of a drinking water event: cryptosporidium in final water at the moorland "
    "works; boil-water advice issued to the zone at 21:40 on 9 February.",
)
_ev(
    "incident-report",
    "evidence/incident-reports",
    "Burst repair report from Corran, Millrace trunk main",
    [],
    "goat-task:incident:INC-2026-003:contractor",
    "2026-01-19T12:00:00Z",
    "millrace-burst",
    "Repair of a circumferential fracture in 600 mm cast iron; 3 m of ductile iron inserted "
    "with two couplings; supply restored at 06:10.",
)
_ev(
    "incident-report",
    "evidence/incident-reports",
    "Event duration monitoring record, Eastgate overflow, 18-19 March 2026",
    [],
    "web:edm.tarnwick.example/CSO14/2026-03-18",
    "2026-03-19T09:00:00Z",
    "eastgate-spill",
    "Monitor CSO14 recorded spill of 31 hours with no rainfall in the preceding 72 hours.",
)

_CONTRACTS = [
    ("corran-pipeline", "Framework agreement for mains renewal, Corran Pipeline Services"),
    ("hexley-pumps", "Pump maintenance call-off contract, Hexley Pumps"),
    ("bracknall-chemicals", "Chemical supply agreement 2025-2028, Bracknall Chemicals"),
    ("aquilab", "Laboratory services contract, Aquilab Analytical"),
    ("sentinel-flow", "Software licence and support agreement, Sentinel Flow Systems"),
    ("dunmore-civils", "Civils framework lot 2, Dunmore Civils"),
    ("vodarny-technika", "Smlouva o dodávce membránových modulů, Vodárny Technika"),
    ("kessock-tankering", "Sludge haulage contract, Kessock Tankering"),
    ("pellham-odour", "Odour control service agreement, Pellham"),
    ("nordvik-ozon", "Supply contract for ozone generators, Nordvik Ozon"),
    ("greystone-consultants", "Consultancy framework, Greystone Environmental"),
    ("mitsuhashi-valve", "三橋バルブ 弁供給契約書"),
]
for _i, (_sub, _title) in enumerate(_CONTRACTS):
    _ev(
        "contract",
        "evidence/contracts",
        _title,
        [f"PROC-{110 + _i}"],
        f"goat-task:procurement:PROC-{110 + _i}",
        f"2025-{(_i % 9) + 1:02d}-15T09:00:00Z",
        _sub,
        f"Contract PROC-{110 + _i}. Scope of services, rates, service levels, liquidated "
        "damages, health and safety obligations and term of three years with two one-year "
        "extensions.",
    )

_MINUTES = [
    ("board-2026-03", "Minutes of the board, 12 March 2026", "mtg_2026_03_12_board"),
    ("board-2026-06", "Minutes of the board, 11 June 2026", "mtg_2026_06_11_board"),
    ("capital-review-2026-04", "Capital programme review minutes, April 2026", "mtg_cpr_0426"),
    ("bwn-review", "Lessons-learned review notes, Bramwell BWN", "mtg_bwn_review"),
    ("nra-liaison-q1", "Agreed note of NRA liaison, Q1 2026", "mtg_nra_q1_2026"),
    ("dwsi-closeout", "Audit close-out record, Kestle Moor", "mtg_dwsi_kestle"),
    ("trade-effluent-forum", "Trade effluent forum notes, May 2026", "mtg_te_forum_2026"),
    ("quenby-residents", "Notes of the Quenby residents' meeting", "mtg_quenby_residents"),
    ("scada-go-no-go", "SCADA cutover decision log", "mtg_scada_gng"),
    ("flood-partnership", "Flood partnership action log", "mtg_flood_tcc"),
    ("hospital-workshop", "Hospital resilience workshop output", "mtg_hospital_ws"),
    ("nordvik-project-meeting", "Møtereferat: ozonanlegg Kestle Moor", "mtg_nordvik_design"),
]
for _sub, _title, _mid in _MINUTES:
    _ev(
        "minutes",
        "evidence/minutes",
        _title,
        [],
        f"jamie:meeting:{_mid}",
        "2026-06-30T17:00:00Z",
        _sub,
        f"Record of meeting {_mid}. Attendees, apologies, items discussed, decisions and "
        "actions with owners. Approved as a true record at the following meeting.",
    )

_COMPLAINTS = [
    (
        "saltmere-discoloured",
        "Réclamation : eau trouble et brunâtre, Harbour Road",
        "Bonjour, depuis deux jours l'eau du robinet est brune. Je ne peux pas laver le linge.",
    ),
    (
        "quenby-odour-2025",
        "Skarga: uciążliwy zapach z oczyszczalni Quenby",
        "Od tygodnia nie da się otworzyć okien. Smród z oczyszczalni jest nie do zniesienia.",
    ),
    (
        "millrace-burst",
        "شكوى: انقطاع المياه في نورثفولد",
        "انقطعت المياه طوال الليل ولم يصل أي إشعار. والدتي مسنة وتحتاج إلى المياه.",
    ),
    (
        "saltmere-discoloured",
        "投诉：自来水发黄有铁锈味",
        "我家的自来水从昨天开始发黄，有铁锈味。请问可以饮用吗？",
    ),
    (
        "ferry-road-flooding",
        "Жалоба: запах канализации у насосной станции",
        "После ливня сточные воды залили мой сад. Запах держится уже неделю.",
    ),
    (
        "bramwell-bwn",
        "苦情：煮沸勧告の連絡が遅れた",
        "煮沸勧告の知らせが翌朝まで届きませんでした。日本語の案内もありませんでした。",
    ),
    (
        "harbour-low-pressure",
        "민원: 수압이 너무 낮아요",
        "3층 아파트인데 저녁마다 수압이 너무 낮아서 샤워를 할 수 없습니다.",
    ),
    (
        "glenharrow-chlorine",
        "शिकायत: नल के पानी में क्लोरीन की तेज़ गंध",
        "कल से नल के पानी में क्लोरीन की बहुत तेज़ गंध है। बच्चे पानी नहीं पी रहे हैं।",
    ),
    (
        "felbeck-fish-kill",
        "Παράπονο: νεκρά ψάρια στο ρέμα",
        "Σήμερα το πρωί είδα δεκάδες νεκρά ψάρια κάτω από την έξοδο των λυμάτων.",
    ),
    (
        "bramwell-bwn",
        "תלונה: הודעת הרתחה ללא תרגום",
        "הודעת ההרתחה נשלחה רק באנגלית. שכנים מבוגרים לא הבינו אותה.",
    ),
    (
        "ferry-road-flooding",
        "Complaint: sewage in back garden, Ferry Road",
        "Raw sewage came up through the manhole into our garden during the storm.",
    ),
    (
        "quenby-odour-2025",
        "Reclamación: olor a cloaca cerca de la depuradora",
        "El olor de la depuradora es insoportable por las noches. Mis hijos no pueden dormir.",
    ),
]
for _i, (_sub, _title, _text) in enumerate(_COMPLAINTS):
    _ev(
        "complaint",
        "evidence/complaints",
        _title,
        [],
        f"goat-chat:complaint:C-{2025 + _i // 6}-{400 + _i * 7:04d}",
        f"{2025 + _i // 6}-{(_i % 6) + 3:02d}-11T19:30:00Z",
        _sub,
        _text,
    )

_INSPECTIONS = [
    ("kestle-moor-wtw helga-brandstatter", "DWSI technical audit report, Kestle Moor WTW"),
    ("hollowbrook-wtw mirela-dragulescu", "DWSI audit letter, Hollowbrook WTW"),
    ("marsh-lane-wwtw conrad-ibbotson", "NRA compliance assessment, Marsh Lane"),
    ("eastgate-cso-14 alastair-penhale", "NRA site inspection note, Eastgate CSO 14"),
    ("black-tarn-reservoir", "Section 10 inspection report, Black Tarn dam"),
    ("saltmere-discoloured owen-traske", "Public health risk assessment, Harbour discolouration"),
]
for _i, (_subs, _title) in enumerate(_INSPECTIONS):
    _ev(
        "inspection",
        "evidence/inspections",
        _title,
        [],
        f"web:regulator-portal.example/inspections/INS-{7700 + _i}",
        f"2026-0{_i + 1}-20T14:00:00Z",
        _subs,
        "Findings, observations and recommendations with target dates; the operator's "
        "response is required within 28 days.",
    )

_ROSTERS = [
    (
        "Clean water operations roster 2026",
        "gareth-pullan bernadette-quill bethan-lloyd oswin-tate zoe-castellanos-pryce "
        "ieuan-prydderch colm-fitzmaurice wang-lei dmitri-orlov yael-cohen aurelie-fontaine "
        "ravi-kapoor",
    ),
    (
        "Wastewater operations roster 2026",
        "hannah-oduya ruth-abernethy isobel-garnet lukasz-wrobel fenella-crake "
        "nikos-papadakis anita-sharma mercy-adjei jose-ibanez tamsin-hebb",
    ),
    ("Capital delivery staff list 2026", "kim-min-jun misaki-sato ngozi-okafor"),
    (
        "Executive and customer services directory 2026",
        "tobias-renshaw maud-ellery priya-nandakumar soren-vestergaard jolene-marchbank "
        "amara-nwosu sara-haddad",
    ),
    (
        "Regulator contacts list 2026",
        "alastair-penhale conrad-ibbotson mirela-dragulescu helga-brandstatter owen-traske "
        "northern-rivers-agency dwsi dale-public-health utility-pricing-commission",
    ),
]
for _i, (_title, _subs) in enumerate(_ROSTERS):
    _ev(
        "roster",
        "evidence/rosters",
        _title,
        [],
        f"file:rosters/roster-{_i + 1}-2026.md",
        "2026-01-05T08:00:00Z",
        _subs,
        "Names, roles, sites, on-call rota and contact numbers as at January 2026.",
    )

_CASES = [
    ("northfold-mains", "Business case: Northfold mains renewal, 2025-2030"),
    ("eastgate-storage", "Business case: Eastgate storage tunnel"),
    ("kestle-ozone", "Business case: advanced treatment at Kestle Moor"),
    ("marsh-lane-p-removal", "Business case: phosphorus removal at Marsh Lane"),
    ("scada-refresh", "Business case: telemetry outstation replacement"),
    ("hollowbrook-membrane", "Business case: ultrafiltration at Hollowbrook"),
    ("ferry-road-pump-renewal", "Business case: Ferry Road pumps"),
    ("quenby-odour-scheme", "Business case: inlet covers and biofilter, Quenby"),
    ("black-tarn-dam-works", "Business case: spillway repair, Black Tarn"),
    ("rowditch-storm-tank", "Business case: storm tank volume, Rowditch"),
    ("saltmere-lead", "Business case: lead pipe replacement, Harbour zone"),
    ("frenley-peat", "Business case: peat restoration partnership"),
    ("bryn-ddol-filters", "Business case: pressure filter refurbishment, Bryn Ddol"),
]
for _i, (_sub, _title) in enumerate(_CASES):
    _ev(
        "business-case",
        "evidence/business-cases",
        _title,
        [],
        f"linear:CAP-{200 + _i}",
        f"2025-{(_i % 12) + 1:02d}-02T09:00:00Z",
        _sub,
        "Need, options appraisal, cost estimate with optimism bias, benefits, risks, and the "
        "recommended option for investment committee approval.",
    )

_POLICY_COPIES = [
    ("bwn-procedure", "Boil-water notice procedure, issue 4, controlled copy"),
    ("trade-effluent-policy", "Trade effluent consent policy, issue 2"),
    ("overflow-monitoring-standard", "Storm overflow monitoring standard, issue 3"),
    ("lead-strategy", "Lead strategy 2024, board-approved copy"),
    ("confined-space-procedure", "Confined space entry procedure, issue 7"),
    ("sludge-strategy", "Sludge management strategy 2025"),
]
for _i, (_sub, _title) in enumerate(_POLICY_COPIES):
    _ev(
        "policy-copy",
        "evidence/policy-copies",
        _title,
        [],
        f"github:tarnwick/policies:docs/policy-{_i + 1}.md",
        "2025-12-01T09:00:00Z",
        _sub,
        "Controlled document. Purpose, scope, responsibilities, procedure steps, records and "
        "review date.",
    )

_REGISTERS = [
    (
        "Asset register extract: pumping and booster stations",
        "ferry-road-sps old-forge-sps dockside-sps tollgate-sps keel-street-sps "
        "sandpiper-lane-sps millrace-booster wend-hill-booster",
    ),
    (
        "Asset register extract: sewer networks and overflows",
        "eastgate-network quenby-network rowditch-network oxley-trunk-sewer "
        "felbeck-valley-sewers eastgate-cso-14 ferry-road-overflow rowditch-storm-overflow",
    ),
    (
        "Asset register extract: supply zones and service reservoirs",
        "northfold-zone bramwell-zone harbour-zone upper-dale-zone gallows-hill-sr",
    ),
    (
        "Catchment characterisation report 2024",
        "river-tarn ardle-beck river-quen saltmere-estuary felbeck-brook "
        "frenley-moor-catchment afon-ddol cold-knott-reservoir harrowden-reservoir",
    ),
    ("Annual performance report 2025", "tarnwick-water utility-pricing-commission"),
    ("Priority customer register 2026", "northfold-general-hospital st-aldhelms-hospital"),
    ("Council service level agreement", "tarnwick-city-council dalemoor-district-council"),
]
for _i, (_title, _subs) in enumerate(_REGISTERS):
    _ev(
        "register",
        "evidence/registers",
        _title,
        [],
        f"file:registers/extract-{_i + 1}.md",
        "2026-01-10T09:00:00Z",
        _subs,
        "Extract with identifiers, locations, capacities and criticality scores.",
    )

# --- paraphrase questions (hand-written): (question, target, include incident/meeting records)
PARAPHRASES = [
    (
        "which of our reservoirs holds the most water — the old stone dam from the 1880s?",
        "frenley-reservoir",
    ),
    (
        "the clay-cored embankment dam where they found a crack in the overflow chute",
        "black-tarn-reservoir",
    ),
    (
        "the treatment plant whose crypto positives ended with people being told to boil their "
        "tap water",
        "kestle-moor-wtw",
    ),
    (
        "which sewage works is the big one, a third of a million PE with digesters making gas?",
        "marsh-lane-wwtw",
    ),
    ("the little filter-bed works right by the houses that stinks every summer", "quenby-wwtw"),
    (
        "the plant on the coast that mixes groundwater with river water and strips out iron and "
        "manganese",
        "saltmere-wtw",
    ),
    ("the lift station down by the river that flooded after its pumps tripped", "ferry-road-sps"),
    ("which overflow spilled more times than any other last year?", "eastgate-cso-14"),
    ("who's the exec in charge of clean water operations?", "maud-ellery"),
    ("who signs off the heavy metals results in our own lab?", "wang-lei"),
    ("who do I talk to about an industrial customer's discharge consent?", "anita-sharma"),
    (
        "which engineer looks after the telemetry outstations and the control system master?",
        "dmitri-orlov",
    ),
    ("the firm doing our slip-lining and pipe replacement work", "corran-pipeline"),
    ("who sells us coagulant and hypochlorite by the tanker load?", "bracknall-chemicals"),
    ("the accredited outside lab that does our cryptosporidium testing", "aquilab"),
    ("which software company's control platform do we pay a licence for?", "sentinel-flow"),
    ("the leather works with chrome in its wastewater", "halvern-tannery"),
    (
        "which hospital has a kidney unit that has to keep its water on no matter what?",
        "northfold-general-hospital",
    ),
    (
        "the environmental watchdog that hands out our sewage discharge permits",
        "northern-rivers-agency",
    ),
    ("the body that audits drinking water quality at our plants", "dwsi"),
    (
        "the programme swapping out old cast iron pipes, 40-odd kilometres of them",
        "northfold-mains",
    ),
    ("the scheme adding ozone and activated carbon at the moorland plant", "kestle-ozone"),
    (
        "the project building underground storage on the combined sewers to stop spills into "
        "the river",
        "eastgate-storage",
    ),
    (
        "when the big pipe under the ring road split and thousands of homes lost water overnight",
        "millrace-burst",
    ),
    ("the time we had to tell a whole town to boil its water for eleven days", "bramwell-bwn"),
    (
        "the pollution that killed hundreds of trout downstream of one of our sewage works",
        "felbeck-fish-kill",
    ),
    (
        "our rulebook for telling customers not to drink tap water without boiling it first",
        "bwn-procedure",
    ),
    ("the safety procedure for going down into wet wells and chambers", "confined-space-procedure"),
    ("the board session where they signed off £18.4m for the overflow storage", "board-2026-03"),
    (
        "our plan for what to do with digested biosolids, farmland or incineration",
        "sludge-strategy",
    ),
]

# --- question templates -----------------------------------------------------------------------
LEX_T = {
    "asset": [
        "what do we have on {n}?",
        "pull up {n}",
        "need some background on {n} before the site visit",
        "tell me about {n}",
        "{n} — capacity and what it does?",
        "can you find the page for {n}",
    ],
    "person": [
        "who is {n}?",
        "what does {n} do here?",
        "I need to get hold of {n}, what's their role?",
        "{n} profile please",
        "which team is {n} in?",
    ],
    "org": [
        "what's our history with {n}?",
        "anything on {n}?",
        "remind me who {n} are",
        "background on {n} please",
    ],
    "project": [
        "where are we with the {n}?",
        "latest on {n}",
        "what's the scope of the {n}?",
        "{n} status?",
    ],
    "incident": [
        "what happened in the {n}?",
        "write-up of the {n}",
        "I need the facts on the {n} for a press line",
        "details of {n} please",
    ],
    "meeting": [
        "what came out of the {n}?",
        "notes from the {n}",
        "what was decided at the {n}?",
    ],
    "policy": [
        "where's our {n}?",
        "latest version of the {n}",
        "what does the {n} say?",
    ],
    "evidence": [
        "find {n}",
        "can you dig out {n}?",
        "I'm after the document called {n}",
        "where is {n} filed?",
    ],
}
SCRIPT_NATIVE = {  # about a person
    "cyrillic": ["Кто такой {n}?", "Найди всё про {n}", "Как связаться с {n}?"],
    "greek": ["Ποιος είναι ο {n};", "βρες πληροφορίες για τον {n}"],
    "arabic": ["من هي {n}؟", "ابحث عن {n}"],
    "hebrew": ["מי זאת {n}?", "חפש את {n}"],
    "devanagari": ["{n} कौन हैं?", "{n} के बारे में जानकारी"],
    "han": ["{n}是谁？", "请找一下{n}"],
    "kana": ["{n}について教えて", "{n}さんの担当は？"],
    "hangul": ["{n} 누구예요?", "{n} 관련 자료 찾아줘"],
}
SCRIPT_NATIVE_DOC = {  # about a document, a company or a place
    "cyrillic": ["Найди документ «{n}»"],
    "greek": ["βρες το έγγραφο «{n}»"],
    "arabic": ["ابحث عن {n}"],
    "hebrew": ["איפה המסמך {n}?"],
    "devanagari": ["{n} वाला दस्तावेज़ दिखाओ"],
    "han": ["请找一下“{n}”"],
    "kana": ["「{n}」の資料はどこ？"],
    "hangul": ["'{n}' 자료 찾아줘"],
}
SCRIPT_EN = [
    "who or what is {n}?",
    "find {n}",
    "I saw '{n}' in an email — what is it?",
    "anything filed under {n}?",
    "look up {n} for me",
]

# Steps: ("out", rel-types) follows relations from the node, ("in", rel-types) to it,
# ("ev", category) the evidence of that category the node cites.
HOP = [
    (
        "wtw",
        [("in", "feeds_works")],
        [
            "Where does {a} get its raw water from?",
            "which reservoir feeds {a}?",
            "raw water source for {a}?",
        ],
    ),
    (
        "reservoir",
        [("out", "feeds_works")],
        [
            "water from {a} is treated where?",
            "which works takes its water out of {a}?",
        ],
    ),
    (
        "wwtw",
        [("in", "pumps_to")],
        [
            "what pumping stations send sewage to {a}?",
            "which lift stations pump into {a}?",
        ],
    ),
    (
        "wwtw",
        [("out", "discharges_to")],
        [
            "where does {a} put its treated effluent?",
            "receiving watercourse for {a}?",
        ],
    ),
    ("wwtw", [("in", "drains_to")], ["which sewer network drains into {a}?"]),
    (
        "site",
        [("in", "manages_site")],
        [
            "who is the site manager at {a}?",
            "who runs {a} day to day?",
            "who's in charge at {a} these days?",
        ],
    ),
    (
        "staff",
        [("out", "reports_to")],
        [
            "who does {a} report to?",
            "who's {a}'s line manager?",
        ],
    ),
    (
        "staff",
        [("in", "reports_to")],
        [
            "who reports directly to {a}?",
            "who is in {a}'s team?",
        ],
    ),
    ("wtw", [("in", "supplies_chemicals_to")], ["who delivers treatment chemicals to {a}?"]),
    (
        "project",
        [("in", "contractor_on")],
        [
            "which contractor is building the {a}?",
            "who have we got on site for the {a}?",
        ],
    ),
    (
        "project",
        [("out", "led_by")],
        [
            "who's the project lead on the {a}?",
            "who is running the {a}?",
        ],
    ),
    (
        "incident",
        [("out", "affected_asset")],
        [
            "which asset was involved in the {a}?",
            "what site did the {a} hit?",
        ],
    ),
    ("incident", [("out", "incident_manager")], ["who was incident manager for the {a}?"]),
    (
        "incident",
        [("ev", "incident-report")],
        [
            "is there a formal incident report for the {a}?",
            "where's the investigation report on the {a}?",
        ],
    ),
    (
        "incident",
        [("ev", "complaint")],
        [
            "did we get written complaints about the {a}?",
            "show me the customer complaints linked to the {a}",
        ],
    ),
    (
        "meeting",
        [("ev", "minutes")],
        [
            "where are the minutes of the {a}?",
            "is there a written record of the {a}?",
        ],
    ),
    (
        "meeting",
        [("out", "chaired_by attended_by")],
        [
            "who was at the {a}?",
            "who attended the {a}?",
        ],
    ),
    (
        "meeting",
        [("out", "decided_on")],
        [
            "what projects got approved at the {a}?",
            "what was signed off at the {a}?",
        ],
    ),
    (
        "contractor",
        [("ev", "contract")],
        [
            "where's our contract with {a}?",
            "find the agreement we signed with {a}",
        ],
    ),
    (
        "wwtw overflow",
        [("ev", "permit")],
        [
            "what's the discharge permit for {a}?",
            "which permit sets the limits at {a}?",
        ],
    ),
    ("customer", [("ev", "consent")], ["what trade effluent consent does {a} hold?"]),
    (
        "customer",
        [("out", "discharges_trade_effluent_to")],
        [
            "which sewage works takes {a}'s trade waste?",
        ],
    ),
    (
        "wwtw",
        [("in", "discharges_trade_effluent_to")],
        [
            "which industrial customers send trade effluent into {a}?",
        ],
    ),
    ("regulator", [("in", "inspects_for")], ["which inspectors do we deal with at {a}?"]),
    ("incident", [("out", "affected_customer")], ["which customers were hit by the {a}?"]),
    (
        "wtw",
        [("ev", "lab")],
        [
            "which lab reports do we hold for {a}?",
            "any water quality results on file for {a}?",
        ],
    ),
    (
        "incident",
        [("out", "investigated_by")],
        [
            "which regulator's inspector looked into the {a}?",
        ],
    ),
    ("policy", [("out", "policy_owner")], ["who owns the {a}?"]),
    ("zone", [("in", "supplies_zone")], ["which treatment works supply the {a}?"]),
    ("project", [("ev", "business-case")], ["where's the business case for the {a}?"]),
    ("wwtw", [("in", "tankers_sludge_from")], ["who hauls the sludge away from {a}?"]),
]
HOP2 = [
    (
        "reservoir",
        [("out", "feeds_works"), ("in", "manages_site")],
        [
            "who manages the works that treats water from {a}?",
            "if there's a quality problem with water from {a}, which site manager do I call at the "
            "treatment end?",
        ],
    ),
    (
        "wwtw",
        [("in", "pumps_to"), ("in", "maintains_pumps_at")],
        [
            "which contractor maintains the pumping stations feeding {a}?",
        ],
    ),
    (
        "incident",
        [("out", "affected_asset"), ("in", "manages_site")],
        [
            "who manages the site where the {a} happened?",
            "which site manager owned the plant involved in the {a}?",
        ],
    ),
    (
        "meeting",
        [("out", "decided_on"), ("in", "contractor_on")],
        [
            "which contractors are delivering the schemes approved at the {a}?",
        ],
    ),
    (
        "meeting",
        [("out", "decided_on"), ("out", "led_by")],
        [
            "who's leading the projects that came out of the {a}?",
        ],
    ),
    (
        "customer",
        [("out", "discharges_trade_effluent_to"), ("out", "discharges_to")],
        [
            "which watercourse does {a}'s wastewater end up in after treatment?",
        ],
    ),
    (
        "staff",
        [("out", "manages_site"), ("in", "feeds_works")],
        [
            "which reservoirs supply the plants {a} manages?",
        ],
    ),
    (
        "incident",
        [("out", "affected_asset"), ("ev", "permit")],
        [
            "what permit governed the site involved in the {a}?",
        ],
    ),
    (
        "meeting",
        [("out", "reviewed_incident"), ("ev", "incident-report")],
        [
            "pull the incident reports for whatever was reviewed at the {a}",
        ],
    ),
    (
        "inspector",
        [("out", "inspects_for"), ("in", "inspects_for")],
        [
            "who are {a}'s colleagues at the same regulator?",
        ],
    ),
    (
        "staff",
        [("out", "reports_to"), ("out", "reports_to")],
        [
            "who is {a}'s boss's boss?",
            "who sits two levels above {a}?",
        ],
    ),
    (
        "contractor",
        [("out", "contractor_on"), ("out", "led_by")],
        [
            "who on our side leads the work {a} is doing for us?",
        ],
    ),
    (
        "project",
        [("in", "contractor_on"), ("ev", "contract")],
        [
            "find the contract for the firm delivering the {a}",
        ],
    ),
    (
        "network",
        [("out", "drains_to"), ("in", "manages_site")],
        [
            "who's the site manager at the works the {a} drains to?",
        ],
    ),
    (
        "incident",
        [("out", "incident_manager"), ("out", "reports_to")],
        [
            "who did the incident manager for the {a} report to?",
        ],
    ),
    (
        "incident",
        [("out", "affected_zone"), ("in", "supplies_zone")],
        [
            "which treatment works supply the area affected by the {a}?",
        ],
    ),
    (
        "wtw",
        [("in", "supplies_chemicals_to"), ("ev", "contract")],
        [
            "find the supply contract of whoever delivers chemicals to {a}",
        ],
    ),
    (
        "project",
        [("out", "upgrades_asset"), ("ev", "lab")],
        [
            "what lab results do we have for the plant the {a} is upgrading?",
        ],
    ),
    (
        "wwtw",
        [("in", "discharges_trade_effluent_to"), ("ev", "consent")],
        [
            "pull the trade effluent consents of every trader discharging into {a}",
        ],
    ),
    (
        "incident",
        [("out", "investigated_by"), ("out", "inspects_for")],
        [
            "which regulator sent the inspector who investigated the {a}?",
        ],
    ),
    (
        "project",
        [("out", "led_by"), ("out", "reports_to")],
        [
            "who does the lead of the {a} answer to?",
        ],
    ),
]

GROUPS = {
    "wtw": lambda p: p[1] == F_WTW,
    "wwtw": lambda p: p[1] == F_WWTW,
    "reservoir": lambda p: p[1] == F_RES,
    "overflow": lambda p: p[1] == F_CSO,
    "network": lambda p: p[1] == F_NET,
    "zone": lambda p: p[1] == F_ZONE,
    "site": lambda p: p[1] in (F_WTW, F_WWTW),
    "staff": lambda p: p[1] == F_STAFF,
    "inspector": lambda p: p[1] == F_INSP,
    "project": lambda p: p[1].startswith("projects"),
    "incident": lambda p: p[1].startswith("incidents"),
    "meeting": lambda p: p[1].startswith("meetings"),
    "contractor": lambda p: p[1] == F_CON,
    "customer": lambda p: p[1] == F_CUS,
    "regulator": lambda p: p[1] == F_REG,
    "policy": lambda p: p[1] == "policies",
}
LEX_GROUP = {
    F_WTW: "asset",
    F_WWTW: "asset",
    F_RES: "asset",
    F_PS: "asset",
    F_NET: "asset",
    F_ZONE: "asset",
    F_CSO: "asset",
    F_CAT: "asset",
    F_STAFF: "person",
    F_INSP: "person",
    F_CON: "org",
    F_REG: "org",
    F_CUS: "org",
    "org/utility": "org",
    "projects/capital": "project",
    "policies": "policy",
}


# --- helpers ----------------------------------------------------------------------------------
def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _entry(doc_id: str, ts: str, ref: str, text: str) -> str:
    entry_id = "ev-" + _sha("\n".join([doc_id, ts, ref, text]))[:12]
    first, *rest = text.split("\n")
    line = f"- **{ts}** | {entry_id} | {ref} | {first}"
    return "\n".join([line, *("  " + r for r in rest)])


def _document(
    doc_id: str,
    folder: str,
    kind: str,
    type_: str,
    title: str,
    body: str,
    *,
    aliases: Iterable[str] = (),
    relations: Iterable[tuple[str, str]] = (),
    sources: Iterable[str] = (),
    created: str | None = None,
    updated: str = "2026-07-01T12:00:00Z",
) -> Document:
    meta: dict = {"id": doc_id, "kind": kind, "type": type_, "title": title, "status": "active"}
    if aliases:
        meta["aliases"] = list(aliases)
    if relations:
        meta["relations"] = [{"type": t, "target": x} for t, x in relations]
    if sources:
        meta["sources"] = list(sources)
    if created:
        meta["created"] = created
    meta["updated"] = updated
    text = "---\n" + serialize_meta(meta) + "---\n" + body.strip() + "\n"
    return parse_document(text, folder=folder, path=f"{folder}/{doc_id}.md")


def _script_of(name: str) -> str | None:
    for ch in name:
        o = ord(ch)
        if 0x0400 <= o <= 0x04FF:
            return "cyrillic"
        if 0x0370 <= o <= 0x03FF:
            return "greek"
        if 0x0600 <= o <= 0x06FF:
            return "arabic"
        if 0x0590 <= o <= 0x05FF:
            return "hebrew"
        if 0x0900 <= o <= 0x097F:
            return "devanagari"
        if 0x3040 <= o <= 0x30FF:
            return "kana"
        if 0xAC00 <= o <= 0xD7AF:
            return "hangul"
    if any(0x4E00 <= ord(ch) <= 0x9FFF for ch in name):
        return "han"
    if any(ord(ch) > 127 for ch in name):
        return "latin"
    return None


class _World:
    """The documents plus the indexes the questions and the check need."""

    def __init__(self, docs: list[Document], category: dict[str, str]):
        self.docs = docs
        self.by_id = {d.brain_id: d for d in docs}
        self.category = category
        self.adj: dict[str, set[str]] = {d.brain_id: set() for d in docs}
        self.rel_out: dict[tuple[str, str], list[str]] = {}
        self.rel_in: dict[tuple[str, str], list[str]] = {}
        self.cites: dict[str, list[str]] = {}
        for d in docs:
            src = d.brain_id
            for r in d.relations:
                self.rel_out.setdefault((src, r.type), []).append(r.target)
                self.rel_in.setdefault((r.target, r.type), []).append(src)
                self._edge(src, r.target)
            for link in d.links:
                if link.kind in ("page", "evidence"):
                    self._edge(src, link.target)
                    if link.kind == "evidence":
                        self.cites.setdefault(src, []).append(link.target)

    def _edge(self, a: str, b: str) -> None:
        if a != b and a in self.adj and b in self.adj:
            self.adj[a].add(b)
            self.adj[b].add(a)

    def distances(self, start: str, limit: int = 3) -> dict[str, int]:
        dist = {start: 0}
        queue = deque([start])
        while queue:
            node = queue.popleft()
            if dist[node] >= limit:
                continue
            for nxt in sorted(self.adj[node]):
                if nxt not in dist:
                    dist[nxt] = dist[node] + 1
                    queue.append(nxt)
        return dist

    def step(self, node: str, spec: tuple[str, str]) -> set[str]:
        how, what = spec
        out: set[str] = set()
        if how == "ev":
            out.update(e for e in self.cites.get(node, []) if self.category.get(e) == what)
            return out
        for rtype in what.split():
            table = self.rel_out if how == "out" else self.rel_in
            out.update(table.get((node, rtype), []))
        return out

    def walk(self, start: str, steps: list[tuple[str, str]]) -> set[str]:
        frontier = {start}
        for spec in steps:
            frontier = set().union(*(self.step(n, spec) for n in sorted(frontier)))
        frontier.discard(start)
        return frontier


# --- documents ----------------------------------------------------------------------------------
def _build_documents(rng: random.Random) -> tuple[list[Document], dict[str, str], dict]:
    titles = {p[0]: p[3] for p in PAGES}
    # evidence ids and who cites what
    ev_rows = []
    cited_by: dict[str, list[str]] = {p[0]: [] for p in PAGES}
    category: dict[str, str] = {}
    for cat, folder, title, aliases, ref, date, subjects, text in EVIDENCE:
        ev_id = f"ev-{_slug(ref)[:100]}-{_sha(text)[:8]}"
        category[ev_id] = cat
        ev_rows.append((ev_id, cat, folder, title, aliases, ref, date, subjects, text))
        for s in subjects:
            cited_by[s].append(ev_id)
    ev_title = {row[0]: row[3] for row in ev_rows}

    docs: list[Document] = []
    for ev_id, _cat, folder, title, aliases, ref, date, _subjects, text in ev_rows:
        body = f"# {title}\n\n{text}"
        docs.append(
            _document(
                ev_id,
                folder,
                "evidence",
                "source",
                title,
                body,
                aliases=aliases,
                sources=[ref],
                created=date,
                updated=date,
            )
        )

    labels = ["record", "source", "see", "per", "copy on file", "ref"]
    for pid, folder, type_, title, aliases, facts, rels in PAGES:
        relations = [tuple(r.split(":", 1)) for r in rels.split()]
        evs = cited_by[pid]
        if not evs:
            raise ValueError(f"{pid} cites no evidence")
        first = evs[0]
        lead = f"{facts} ([[evidence:{first}|{rng.choice(labels)}]])"
        parts = [f"# {title}", lead]
        lines = []
        for rtype, target in relations:
            if rng.random() < 0.75:
                label = titles[target]
                lines.append(f"- {PHRASES[rtype]} [[page:{target}|{label}]].")
        if lines:
            parts.append("\n".join(lines))
        if len(evs) > 1:
            more = ", ".join(f"[[evidence:{e}|{ev_title[e]}]]" for e in evs[1:])
            parts.append(f"Further records: {more}.")
        timeline = _timeline(pid, folder, evs, rng)
        if timeline:
            parts.append("## Timeline\n\n" + "\n".join(timeline))
        body = "\n\n".join(parts)
        if pid == "tarnwick-water":  # one page through the shared helper
            rel_strings = [f"{t}:{x}" for t, x in relations]
            doc = _page(pid, folder, type_, title, body, rel_strings)
            doc = doc.with_meta(aliases=list(aliases))
            doc = parse_document(serialize_document(doc), folder=folder)
        else:
            doc = _document(
                pid,
                folder,
                "page",
                type_,
                title,
                body,
                aliases=aliases,
                relations=relations,
                created="2025-06-01T09:00:00Z",
            )
        docs.append(doc)
    docs.sort(key=lambda d: d.path)
    return docs, category, {"ev_rows": ev_rows}


MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "Summer",
    "August",
    "September",
    "October",
    "November",
]


def _timeline(pid: str, folder: str, evs: list[str], rng: random.Random) -> list[str]:
    if folder.startswith("incidents"):
        title = next(p[3] for p in PAGES if p[0] == pid)
        year = title[-4:]
        month = next(i for i, m in enumerate(MONTHS, 1) if m in title)
        t1 = f"{year}-{month:02d}-0{1 + rng.randrange(8)}T0{rng.randrange(10)}:15:00Z"
        t2 = t1.replace(":15:00Z", ":45:00Z")
        t3 = f"{year}-{month + 1:02d}-15T16:00:00Z"
        ref = f"goat-task:incident-log:{pid}"
        return [
            _entry(pid, t1, ref, "Incident declared; incident room opened."),
            _entry(pid, t2, "goat-chat:ops-room", "Regulator and local authority notified."),
            _entry(
                pid,
                t3,
                ref,
                "Incident closed after recovery checks.\nLessons learned logged for review.",
            ),
        ]
    if folder.startswith("projects"):
        ref = f"linear:{pid.upper()}"
        return [
            _entry(pid, "2025-09-01T09:00:00Z", ref, "Gate 2 passed; outline design started."),
            _entry(pid, "2026-05-12T09:00:00Z", ref, "Contract award recommended."),
        ]
    if folder.startswith("meetings"):
        return [
            _entry(
                pid,
                "2026-06-30T17:30:00Z",
                "goat-chat:secretariat",
                "Actions circulated to owners.",
            )
        ]
    return []


# --- questions ----------------------------------------------------------------------------------
def _names(doc: Document) -> list[str]:
    return [doc.title, *doc.aliases]


def _contains(text: str, name: str) -> bool:
    return name.casefold() in text.casefold()


def _with_records(world: _World, pid: str) -> set[str]:
    rel = {pid}
    folder = world.by_id[pid].folder
    if folder.startswith("incidents"):
        rel |= world.step(pid, ("ev", "incident-report"))
    if folder.startswith("meetings"):
        rel |= world.step(pid, ("ev", "minutes"))
    return rel


def _build_questions(world: _World, rng: random.Random):
    pages = [p for p in PAGES]
    page_ids = [p[0] for p in pages]
    questions: list[tuple[Question, str | None]] = []
    used_text: set[str] = set()

    def add(text: str, kind: str, relevant: set[str], anchor: str | None) -> bool:
        text = text[0].upper() + text[1:] if rng.random() < 0.5 else text
        if text in used_text:
            return False
        used_text.add(text)
        questions.append((Question(text, kind, set(relevant)), anchor))
        return True

    # lexical: pages (ASCII names) and some evidence
    lex_pool = []
    for p in pages:
        doc = world.by_id[p[0]]
        ascii_names = [n for n in _names(doc) if _script_of(n) is None]
        if not ascii_names:
            continue
        group = LEX_GROUP.get(p[1])
        if p[1].startswith("incidents"):
            group = "incident"
        if p[1].startswith("meetings"):
            group = "meeting"
        lex_pool.append((p[0], group, ascii_names))
    for d in world.docs:
        if d.kind == "evidence" and _script_of(d.title) is None:
            lex_pool.append((d.brain_id, "evidence", [d.title, *d.aliases]))
    rng.shuffle(lex_pool)
    pages_part = [x for x in lex_pool if x[1] != "evidence"]
    ev_part = [x for x in lex_pool if x[1] == "evidence"]
    chosen = pages_part[:30] + ev_part[: TARGETS["lexical"] - 30]
    for pid, group, names in chosen:
        name = names[0] if len(names) == 1 or rng.random() < 0.65 else rng.choice(names[1:])
        text = rng.choice(LEX_T[group]).format(n=name)
        add(text, "lexical", _with_records(world, pid), None)

    # script
    script_pool = []
    for d in world.docs:
        for name in _names(d):
            script = _script_of(name)
            if script:
                script_pool.append((d.brain_id, name, script))
                break
    rng.shuffle(script_pool)
    for pid, name, script in script_pool[: TARGETS["script"]]:
        native = SCRIPT_NATIVE if world.by_id[pid].type == "person" else SCRIPT_NATIVE_DOC
        if script in native and rng.random() < 0.6:
            text = rng.choice(native[script]).format(n=name)
        else:
            text = rng.choice(SCRIPT_EN).format(n=name)
        relevant = _with_records(world, pid) if pid in page_ids else {pid}
        add(text, "script", relevant, None)

    # hop and hop2
    for kind, table, distance in (("hop", HOP, 1), ("hop2", HOP2, 2)):
        candidates = []
        for t_index, (group, steps, phrasings) in enumerate(table):
            for p in pages:
                if not any(GROUPS[g](p) for g in group.split()):
                    continue
                answers = world.walk(p[0], steps)
                if not answers:
                    continue
                dist = world.distances(p[0])
                if any(dist.get(a) != distance for a in answers):
                    continue
                anchor_names = _names(world.by_id[p[0]])
                if any(_contains(n, world.by_id[a].title) for a in answers for n in anchor_names):
                    continue
                candidates.append((t_index, p, answers, phrasings))
        rng.shuffle(candidates)
        # round-robin over templates so every relation gets asked about
        by_template: dict[int, list] = {}
        for c in candidates:
            by_template.setdefault(c[0], []).append(c)
        picked, anchors_used = [], set()
        while len(picked) < TARGETS[kind] and any(by_template.values()):
            for t_index in sorted(by_template):
                bucket = by_template[t_index]
                while bucket and bucket[0][1][0] in anchors_used and len(bucket) > 1:
                    bucket.pop(0)
                if bucket and len(picked) < TARGETS[kind]:
                    c = bucket.pop(0)
                    picked.append(c)
                    anchors_used.add(c[1][0])
        for _t, p, answers, phrasings in picked:
            doc = world.by_id[p[0]]
            name = doc.title
            ascii_aliases = [a for a in doc.aliases if len(a) > 3]
            if ascii_aliases and rng.random() < 0.3:
                name = rng.choice(ascii_aliases)
            text = rng.choice(phrasings).format(a=name)
            if any(_contains(text, world.by_id[a].title) for a in answers):
                continue
            add(text, kind, answers, p[0])

    # paraphrase
    for text, pid in PARAPHRASES:
        add(text, "paraphrase", _with_records(world, pid), None)

    return questions


def _build(seed: int = 7) -> tuple[EvalSet, list[str | None], _World]:
    rng = random.Random(seed)
    docs, category, _ = _build_documents(rng)
    world = _World(docs, category)
    pairs = _build_questions(world, rng)
    questions = [q for q, _a in pairs]
    anchors = [a for _q, a in pairs]
    return EvalSet(documents=docs, questions=questions), anchors, world


def build(seed: int = 7) -> EvalSet:
    return _build(seed)[0]


# --- check --------------------------------------------------------------------------------------
def _check() -> None:
    evalset, anchors, world = _build()
    docs = evalset.documents
    ids = [d.brain_id for d in docs]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_id = world.by_id
    for d in docs:
        problems = validate_document(d, file_stem=d.brain_id)
        assert not problems, (d.path, problems)
        again = parse_document(serialize_document(d), folder=d.folder)
        assert again.meta == d.meta and again.body == d.body, f"not canonical: {d.path}"
        assert serialize_document(again) == serialize_document(d)
        assert (d.kind == "evidence") == d.folder.startswith("evidence"), d.path
        for r in d.relations:
            assert r.target in by_id and by_id[r.target].kind == "page", (d.brain_id, r)
            assert r.type in PHRASES, r.type
        for link in d.links:
            if link.kind == "page":
                assert link.target in by_id and by_id[link.target].kind == "page", link
            elif link.kind == "evidence":
                assert link.target in by_id and by_id[link.target].kind == "evidence", link
        assert world.adj[d.brain_id], f"orphan {d.brain_id}"
    titles_non_ascii = sum(1 for d in docs if _script_of(d.title))
    share = titles_non_ascii / len(docs)
    assert 0.12 <= share <= 0.2, share
    assert 250 <= len(docs) <= 300, len(docs)

    qs = evalset.questions
    assert 150 <= len(qs) <= 180, len(qs)
    assert len({q.text for q in qs}) == len(qs), "duplicate question text"
    counts: dict[str, int] = {}
    for q, anchor in zip(qs, anchors, strict=True):
        counts[q.kind] = counts.get(q.kind, 0) + 1
        assert q.kind in ("lexical", "script", "hop", "hop2", "paraphrase"), q.kind
        assert q.relevant, q.text
        for r in q.relevant:
            assert r in by_id, (q.text, r)
        names = [n for r in sorted(q.relevant) for n in _names(by_id[r])]
        if q.kind in ("lexical", "script"):
            hit = [n for n in names if _contains(q.text, n)]
            assert hit, q.text
            if q.kind == "script":
                assert any(_script_of(n) for n in hit), q.text
        if q.kind == "paraphrase":
            assert not any(_contains(q.text, n) for n in names), q.text
        if q.kind in ("hop", "hop2"):
            assert anchor is not None and anchor not in q.relevant
            assert any(_contains(q.text, n) for n in _names(by_id[anchor])), q.text
            want = 1 if q.kind == "hop" else 2
            dist = world.distances(anchor)
            for r in q.relevant:
                assert dist.get(r) == want, (q.text, r, dist.get(r))
                assert not _contains(q.text, by_id[r].title), (q.text, r)
    for kind in ("lexical", "script", "hop", "hop2", "paraphrase"):
        assert counts.get(kind, 0) >= 25, (kind, counts)

    other = build()
    assert [serialize_document(d) for d in other.documents] == [
        serialize_document(d) for d in docs
    ], "documents differ between builds"
    assert [(q.text, q.kind, sorted(q.relevant)) for q in other.questions] == [
        (q.text, q.kind, sorted(q.relevant)) for q in qs
    ], "questions differ between builds"
    pages = sum(1 for d in docs if d.kind == "page")
    rel_types = sorted({r.type for d in docs for r in d.relations})
    print(
        f"ok: {len(docs)} documents ({pages} pages, {len(docs) - pages} evidence), "
        f"{titles_non_ascii} non-ASCII titles ({share:.0%}), {len(rel_types)} relation types; "
        f"{len(qs)} questions {dict(sorted(counts.items()))}"
    )


if __name__ == "__main__":
    _check()
