package org.gridpuzzle.adapter.planner;

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
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.sokoban.SokobanFacts;
import org.gridpuzzle.process.CommandWords;
import org.gridpuzzle.process.ScratchFolder;

/**
 * Sokoban by answer set programming: our models (resources beside this class) and the level's facts are grounded by
 * {@code gringo} and solved by {@code clasp}, each a watched process with the query's limits; the answer set's
 * {@code push/4} atoms become the plan. With a dump folder the model and the facts are also written there, whole or
 * not at all.
 */
final class AspPlanner {


    private final String gringo;
    private final String clasp;
    private final SaveFilePort files;
    private String version;

    /** @param files where dumps are saved */
    AspPlanner(SaveFilePort files) {
        this("gringo", "clasp", files);
    }

    /** @param gringo the grounder's command line; @param clasp the solver's (tests name stand-ins) */
    AspPlanner(String gringo, String clasp, SaveFilePort files) {
        this.gringo = gringo;
        this.clasp = clasp;
        this.files = files;
    }

    ModelAnswer decide(ModelQuery query, Limits limits) {
        long begun = System.nanoTime();
        List<String> gringoArgv = command(gringo);
        List<String> claspArgv = command(clasp);
        SokobanFacts facts = new SokobanFacts(query.sokoban());
        String program = model(query.model());
        String instance = facts.write(query.steps());
        Path dir = null;
        try {
            dir = Files.createTempDirectory("gridpuzzle-asp");
            Path modelFile = dir.resolve("model.lp");
            Path factsFile = dir.resolve("instance.lp");
            Path ground = dir.resolve("ground.aspif");
            Path out = dir.resolve("clasp.out");
            Path err = dir.resolve("stderr.txt");
            Files.writeString(modelFile, program, StandardCharsets.UTF_8);
            Files.writeString(factsFile, instance, StandardCharsets.UTF_8);
            if (query.dumpDir() != null) {
                Dumps.write(files, query.dumpDir(), query.stem(), ".model.lp", program, ".instance.lp", instance);
            }
            List<String> g = new ArrayList<>(gringoArgv);
            g.add(modelFile.toString());
            g.add(factsFile.toString());
            OptionalInt grounded = PlannerProcess.run("gringo", g, ground, err, limits, begun);
            if (grounded.isEmpty()) {
                return unknown("gringo");
            }
            if (grounded.getAsInt() != 0) {
                throw new PlannerFailedException(gringo, "exit code " + grounded.getAsInt() + " (" + Dumps.problem(err) + ")");
            }
            List<String> c = new ArrayList<>(claspArgv);
            c.add(ground.toString());
            OptionalInt solved = PlannerProcess.run("clasp", c, out, err, limits, begun);
            if (solved.isEmpty()) {
                return unknown("clasp");
            }
            List<String> lines = Files.readAllLines(out, StandardCharsets.UTF_8);
            ClaspOutput answer = ClaspOutput.parse(lines);
            // clasp's exit code: 10 satisfiable, 20 unsatisfiable (30 and 0 are other modes); anything else failed
            int exit = solved.getAsInt();
            if (answer.status() == null || exit != 10 && exit != 20 && exit != 30 && exit != 0) {
                throw new PlannerFailedException(clasp, "exit code " + exit + " and no answer (" + Dumps.problem(err) + ")");
            }
            String solver = description(lines);
            if (answer.status() != SatStatus.SAT) {
                return new ModelAnswer(answer.status(), List.of(), 0, solver);
            }
            PushAtoms plan = PushAtoms.decode(answer.atoms(), facts, query.sokoban(), query.model());
            return new ModelAnswer(SatStatus.SAT, plan.pushes(), plan.steps(), solver);
        } catch (PushAtoms.BadAtomException e) {
            throw new PlannerFailedException(clasp, e.getMessage());
        } catch (IOException e) {
            throw new PlannerFailedException(gringo, "cannot run: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new ModelAnswer(SatStatus.UNKNOWN, List.of(), 0, "clasp");
        } finally {
            ScratchFolder.deleteQuietly(dir);
        }
    }

    /** Whether gringo and clasp are on the PATH. */
    static boolean installed() {
        return CommandWords.locate("gringo").isPresent() && CommandWords.locate("clasp").isPresent();
    }

    private List<String> command(String line) {
        List<String> argv = CommandWords.split(line);
        if (argv.isEmpty() || CommandWords.locate(argv.get(0)).isEmpty()) {
            throw new PlannerFailedException(line, "not found on the PATH (apt-get install gringo clasp)");
        }
        return argv;
    }

    private static ModelAnswer unknown(String program) {
        return new ModelAnswer(SatStatus.UNKNOWN, List.of(), 0, program);
    }

    private String description(List<String> lines) {
        if (version == null) {
            String first = lines.isEmpty() ? "" : lines.get(0).trim();
            version = first.startsWith("clasp version ") ? "clasp " + first.substring("clasp version ".length()) : "clasp";
        }
        return version;
    }

    /** The model's program: the shared part, then the setting's own rules. */
    static String model(PlanningModel model) {
        String setting = switch (model) {
            case ASP_FAIR -> "sokoban-fair.lp";
            case ASP_COMPETITION -> "sokoban-competition.lp";
            default -> throw new IllegalArgumentException(model + " is not an ASP model");
        };
        return Resources.text("sokoban-common.lp") + "\n" + Resources.text(setting);
    }
}
