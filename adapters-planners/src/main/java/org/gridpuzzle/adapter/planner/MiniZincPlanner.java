package org.gridpuzzle.adapter.planner;

import org.gridpuzzle.domain.snowman.SnowmanStep;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.gridpuzzle.application.error.PlannerFailedException;
import org.gridpuzzle.application.port.out.output.SaveFilePort;
import org.gridpuzzle.application.port.out.planning.ModelAnswer;
import org.gridpuzzle.application.port.out.planning.ModelQuery;
import org.gridpuzzle.application.port.out.planning.PlanningModel;
import org.gridpuzzle.domain.grid.Direction;
import org.gridpuzzle.domain.planning.FloorMap;
import org.gridpuzzle.domain.planning.PlanAction;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.snowman.SnowmanRules;
import org.gridpuzzle.domain.snowman.SnowmanState;
import org.gridpuzzle.process.CommandWords;
import org.gridpuzzle.process.ScratchFolder;

/**
 * Snowman as a constraint model: our MiniZinc model ({@code snowman.mzn} beside this class, one file for the three
 * settings) with the level's data, solved by {@code minizinc --solver NAME} (Gecode by default) as a watched process.
 * Its output line {@code plan FROM:DIR ...} becomes the plan: one ball move per step from the cell FROM (the agent
 * walks there first), or one agent move per step in the agent-move setting.
 */
final class MiniZincPlanner {

    private static final String PROGRAM = "minizinc";

    private final String program;
    private final SaveFilePort files;

    /** @param files where dumps are saved */
    MiniZincPlanner(SaveFilePort files) {
        this(PROGRAM, files);
    }

    /** @param program the minizinc command (tests name stand-ins) */
    MiniZincPlanner(String program, SaveFilePort files) {
        this.program = program;
        this.files = files;
    }

    ModelAnswer decide(ModelQuery query, Limits limits) {
        long begun = System.nanoTime();
        if (CommandWords.locate(program).isEmpty()) {
            throw new PlannerFailedException(program, "not found on the PATH (apt-get install minizinc libgecodeflatzinc49)");
        }
        String solver = query.solver() == null || query.solver().isBlank() ? "gecode" : query.solver().trim();
        SnowmanLevel level = query.snowman();
        FloorMap floor = new FloorMap(level.rows(), level.cols(), level::wall);
        String model = Resources.text("snowman.mzn");
        String data = SnowmanData.write(level, floor, query.steps(), setting(query.model()));
        Path dir = null;
        try {
            dir = Files.createTempDirectory("gridpuzzle-mzn");
            Path modelFile = dir.resolve("snowman.mzn");
            Path dataFile = dir.resolve("level.dzn");
            Path out = dir.resolve("out.txt");
            Path err = dir.resolve("err.txt");
            Files.writeString(modelFile, model, StandardCharsets.UTF_8);
            Files.writeString(dataFile, data, StandardCharsets.UTF_8);
            if (query.dumpDir() != null) {
                Dumps.write(files, query.dumpDir(), query.stem(), ".mzn", model, ".dzn", data);
            }
            List<String> argv = List.of(program, "--solver", solver, modelFile.toString(), dataFile.toString());
            String description = program + " (" + solver + ")";
            OptionalInt exit = PlannerProcess.run(program, argv, out, err, limits, begun);
            if (exit.isEmpty()) {
                return new ModelAnswer(SatStatus.UNKNOWN, List.of(), 0, description);
            }
            List<String> lines = Files.readAllLines(out, StandardCharsets.UTF_8);
            String plan = null;
            SatStatus status = null;
            for (String line : lines) {
                String l = line.trim();
                if (l.startsWith("plan")) {
                    plan = l;
                } else if (l.equals("----------") && plan != null) {
                    status = SatStatus.SAT;
                } else if (l.equals("=====UNSATISFIABLE=====")) {
                    status = SatStatus.UNSAT;
                } else if (l.equals("=====UNKNOWN=====")) {
                    status = SatStatus.UNKNOWN;
                }
            }
            if (status == null || exit.getAsInt() != 0) {
                throw new PlannerFailedException(description, "exit code " + exit.getAsInt() + " and no answer ("
                        + Dumps.problem(err) + ")");
            }
            if (status != SatStatus.SAT) {
                return new ModelAnswer(status, List.of(), 0, description);
            }
            List<PlanAction> actions = decode(plan, level, floor, query.model(), description);
            return new ModelAnswer(SatStatus.SAT, actions, actions.size(), description);
        } catch (IOException e) {
            throw new PlannerFailedException(program, "cannot run: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new ModelAnswer(SatStatus.UNKNOWN, List.of(), 0, program);
        } finally {
            ScratchFolder.deleteQuietly(dir);
        }
    }

    static int setting(PlanningModel model) {
        return switch (model) {
            case MINIZINC_AGENT -> 1;
            case MINIZINC_DAG -> 2;
            case MINIZINC_PATH -> 3;
            default -> throw new IllegalArgumentException(model + " is not a MiniZinc model");
        };
    }

    /**
     * The steps FROM:DIR (cells 1-based over the floor, directions 1..4 = left, up, right, down, 0 idle) as actions:
     * ball moves as pushes from FROM; in the agent-move setting each move replayed to tell walks from ball moves.
     */
    private static List<PlanAction> decode(String plan, SnowmanLevel level, FloorMap floor, PlanningModel model,
            String solver) {
        List<PlanAction> actions = new ArrayList<>();
        SnowmanState state = level.start();
        for (String token : plan.substring("plan".length()).trim().split("\\s+")) {
            if (token.isEmpty()) {
                continue;
            }
            String[] parts = token.split(":");
            int from;
            int d;
            try {
                from = Integer.parseInt(parts[0]) - 1;
                d = Integer.parseInt(parts[1]);
            } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
                throw new PlannerFailedException(solver, "printed a step that is not FROM:DIR: " + token);
            }
            if (d == 0) {
                continue;
            }
            if (from < 0 || from >= floor.size() || d < 1 || d > 4) {
                throw new PlannerFailedException(solver, "printed a step outside the level: " + token);
            }
            Direction dir = Direction.values()[d - 1];
            int cell = floor.next(from, dir);
            int to = cell < 0 ? -1 : floor.next(cell, dir);
            boolean walk = false;
            if (model == PlanningModel.MINIZINC_AGENT) {
                SnowmanStep step = SnowmanRules.step(level, state.withAgent(floor.cell(from)), dir);
                walk = step.kind() == SnowmanStep.Kind.WALK;
                state = step.after();
            }
            actions.add(new PlanAction(walk ? PlanAction.Kind.WALK : PlanAction.Kind.PUSH, from, cell, to, dir));
        }
        return actions;
    }
}
