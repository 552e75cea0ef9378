# Writes the API's OpenAPI document (src/main/resources/web/openapi.json); run after changing a request record.
# WebApiLimitsTest checks that every operation's fields match the document, so a forgotten run fails the build.
import json, os
S=lambda t,d,**k: dict(type=t,description=d,**k)
text=S("string","The input's text, in any format the command line reads.")
name=S("string","A file name; its extension chooses the format (e.g. puzzle.sug, puzzle.in). Only the name is used: nothing is read from or written to the server's disk.")
fmt=S("string","A format name instead of the extension (Suguru: text, paper).")
tmo=S("integer","Time limit in milliseconds (default: the server's, see /api/health; at most its maxTimeoutMs). Reached: 408.",minimum=1)
cell=lambda d: dict(type="array",items=dict(type="integer",minimum=0),minItems=2,maxItems=2,description=d+" [row, col], 0-based.")
cells=lambda d: dict(type="array",items=cell("A cell"),description=d)
grid=dict(type="array",items=dict(type="array",items=dict(type="integer")),description="Rows of numbers, 0 for empty.")
line=S("integer","For a file of one board per line: the board's line (1-based).",minimum=1)
mode=S("string","fixed (every move at the pivot) or free.",enum=["fixed","free"])
pivot=cell("The Fixed pivot (default top-left).")
level=S("integer","The level of the file (1-based, default 1).",minimum=1)
solver=S("string","SAT back-end by name (never a command line): sat4j (embedded, default), auto, kissat, cadical, minisat.",enum=["sat4j","auto","kissat","cadical","minisat"])
enc=S("string","Reachability encoding.",enum=["path","dag","tree"])
strategy=S("string","Planning strategy.",enum=["sequential","parallel","recipe","agent-moves"])
implied=S("boolean","Add the implied constraints (default true).")
ops={
 "suguru/read":("Read and draw a Suguru.",dict(text=text,name=name,format=fmt),["text"]),
 "suguru/solve":("Solve a Suguru.",dict(text=text,name=name,format=fmt,solver=S("string","auto, fast, paper (the published backtracking), strip, sat (a SAT encoding, any region size).",enum=["auto","fast","paper","strip","sat"]),timeoutMs=tmo),["text"]),
 "suguru/count":("Count solutions up to a limit (2: is it unique?).",dict(text=text,name=name,format=fmt,limit=S("integer","Stop counting here (default 2).",minimum=1),timeoutMs=tmo),["text"]),
 "suguru/hint":("The next logical step, drawn.",dict(text=text,name=name,format=fmt,timeoutMs=tmo),["text"]),
 "suguru/explain":("Every step of a solution, each with the grid after it.",dict(text=text,name=name,format=fmt,timeoutMs=tmo),["text"]),
 "suguru/picture":("Draw the puzzle with a grid of numbers and marked cells (an explanation's step).",dict(text=text,name=name,format=fmt,grid=grid,targets=cells("Cells the step decides."),because=cells("Cells that justify it.")),["text"]),
 "suguru/verify":("Check a filled grid against the puzzle; every broken rule listed and drawn.",dict(text=text,name=name,format=fmt,solution=S("string","The filled grid's text."),solutionName=S("string","Its file name (extension: format)."),solutionFormat=S("string","Its format name.")),["text","solution"]),
 "suguru/generate":("Generate a unique puzzle.",dict(rows=S("integer","Rows (1..30, default 8)."),cols=S("integer","Columns (1..30, default 8)."),maxRegion=S("integer","Largest region (default 5)."),seed=S("integer","Random seed."),minimal=S("boolean","Remove every given that is not needed."),grade=S("string","Difficulty: easy, medium, hard or expert (default: any).",enum=["easy","medium","hard","expert"]),timeoutMs=tmo),[]),
 "floodit/read":("Read and draw a board.",dict(text=text,name=name,line=line),["text"]),
 "floodit/solve":("Solve a board: exact (the board's own algorithm) or heuristic.",dict(text=text,name=name,line=line,mode=mode,pivot=pivot,heuristic=S("boolean","Beam search (Fixed) or greedy (Free) instead of an exact search."),beam=S("integer","Beam width (default 100).",minimum=1),algorithm=S("string","Exact algorithm (default auto).",enum=["auto","two-row","path","two-colour","search"]),timeoutMs=tmo),["text"]),
 "floodit/check":("Replay moves; the position reached, drawn, with its bounds.",dict(text=text,name=name,line=line,mode=mode,pivot=pivot,moves=S("string","Fixed: colour characters (3142); Free: row,col:colour items.")),["text"]),
 "floodit/bound":("Lower bounds at the pivot.",dict(text=text,name=name,line=line,pivot=pivot),["text"]),
 "floodit/generate":("A random board.",dict(rows=S("integer","Rows (1..100, default 12)."),cols=S("integer","Columns (1..100, default 12)."),colours=S("integer","Colours (1..35, default 6)."),seed=S("integer","Random seed.")),[]),
 "reach/read":("Read and draw a map.",dict(text=text,name=name),["text"]),
 "reach/solve":("Is the target reachable? A SAT encoding answers; the path and component are drawn.",dict(text=text,name=name,**{"from":cell("Source (default the map's S)."),"to":cell("Target (default the map's T).")},encoding=enc,solver=solver,implied=implied,timeoutMs=tmo),["text"]),
}
for g,obj in (("sokoban","pushes"),("snowman","ball moves")):
  ops[g+"/read"]=("Read and draw a level.",dict(text=text,name=name,level=level),["text"])
  ops[g+"/solve"]=("Plan by SAT with the fewest "+obj+"; the plan is replayed and drawn as an animation.",dict(text=text,name=name,level=level,strategy=strategy,encoding=enc,maxSteps=S("integer","Give up after refuting every plan of at most this many steps (default 300).",minimum=1),solver=solver,implied=implied,timeoutMs=tmo),["text"])
  ops[g+"/check"]=("Replay a LURD plan strictly.",dict(text=text,name=name,level=level,moves=S("string","LURD: l, u, r, d; upper case pushes.")),["text"])
err={"$ref":"#/components/schemas/Error"}
def resp(extra=None):
  r={"200":{"description":"The answer (no solution is an answer too).","content":{"application/json":{"schema":{"type":"object"}}}},
     "400":{"description":"Bad input: malformed or oversized request, unknown option, wrong genre or a puzzle the readers reject (file, line and column given).","content":{"application/json":{"schema":err}}},
     "404":{"description":"No such operation.","content":{"application/json":{"schema":err}}},
     "408":{"description":"The time limit was reached; the body says what was found so far.","content":{"application/json":{"schema":{"type":"object"}}}},
     "409":{"description":"Cancelled (DELETE /api/jobs/{id}).","content":{"application/json":{"schema":{"type":"object"}}}},
     "429":{"description":"Every worker is busy and the queue is full: try again later.","content":{"application/json":{"schema":err}}},
     "500":{"description":"A bug.","content":{"application/json":{"schema":err}}}}
  if extra: r.update(extra)
  return r
paths={}
schemas={"Error":{"type":"object","properties":{"error":{"type":"string"},"message":{"type":"string"},"file":{"type":"string"},"line":{"type":"integer"},"column":{"type":"integer"},"option":{"type":"string"}},"required":["error","message"]},
 "Job":{"type":"object","properties":{"id":{"type":"string"},"operation":{"type":"string"},"state":{"type":"string","enum":["queued","running","finished","cancelled"]},"status":{"type":"integer","description":"The HTTP status the answer would have had."},"progress":{"type":"object"},"result":{"type":"object"}}}}
for op,(summary,props,req) in ops.items():
  sname=op.replace("/","_")
  schemas[sname]={"type":"object","additionalProperties":False,"properties":props,"required":req} if req else {"type":"object","additionalProperties":False,"properties":props}
  body={"required":True,"content":{"application/json":{"schema":{"$ref":"#/components/schemas/"+sname}}}}
  paths["/api/"+op]={"post":{"operationId":sname,"summary":summary,"tags":[op.split("/")[0]],"requestBody":body,"responses":resp()}}
  paths["/api/jobs/"+op]={"post":{"operationId":"job_"+sname,"summary":"As a job: "+summary[0].lower()+summary[1:],"tags":["jobs"],"requestBody":body,
     "responses":{"202":{"description":"Queued; poll Location, follow /events, cancel with DELETE.","content":{"application/json":{"schema":{"$ref":"#/components/schemas/Job"}}}},"400":resp()["400"],"404":resp()["404"],"429":resp()["429"]}}}
paths["/api/jobs/{id}"]={"parameters":[{"name":"id","in":"path","required":True,"schema":{"type":"string"}}],
  "get":{"operationId":"job","summary":"A job's state, last progress and (when finished) its answer.","tags":["jobs"],"responses":{"200":{"description":"The job.","content":{"application/json":{"schema":{"$ref":"#/components/schemas/Job"}}}},"404":resp()["404"]}},
  "delete":{"operationId":"cancel","summary":"Cancel a job; the search stops within a second and answers 409.","tags":["jobs"],"responses":{"200":{"description":"The job after cancelling.","content":{"application/json":{"schema":{"$ref":"#/components/schemas/Job"}}}},"404":resp()["404"]}}}
paths["/api/jobs/{id}/events"]={"parameters":[{"name":"id","in":"path","required":True,"schema":{"type":"string"}}],
  "get":{"operationId":"events","summary":"Server-sent events: state and progress events as they happen, then a result event with the job.","tags":["jobs"],"responses":{"200":{"description":"text/event-stream","content":{"text/event-stream":{"schema":{"type":"string"}}}}}}}
for p,s,d in (("/api/health","health","The server's state: workers, queue, heap, limits."),("/api/examples","examples","The bundled examples with their texts."),("/api/operations","operations","The names of the operations."),("/api/backends","backends","The SAT back-ends a request may name."),("/api/openapi.json","openapi","This document.")):
  paths[p]={"get":{"operationId":s,"summary":d,"tags":["server"],"responses":{"200":{"description":d,"content":{"application/json":{"schema":{"type":"object"}}}}}}}
doc={"openapi":"3.0.3","info":{"title":"gridpuzzle","version":"0.1.0","description":"Solve, verify, explain and generate grid puzzles over the same use cases as the gridpuzzle command line. Every operation runs on a bounded pool of workers with a queue limit (429 beyond it), a request size limit (400 beyond it) and a time limit per request (408 when reached). Inputs are texts in the request: the server never reads or writes files other than its bundled examples. It listens on 127.0.0.1 unless told otherwise and then answers only requests addressed to localhost."},
 "servers":[{"url":"/"}],"paths":paths,"components":{"schemas":schemas}}
open(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'src', 'main', 'resources', 'web', 'openapi.json'),'w').write(json.dumps(doc,indent=1,ensure_ascii=False)+"\n")
