package org.gridpuzzle.experiment.service.experiment;

import org.gridpuzzle.domain.planning.PlanOptions;
import org.gridpuzzle.domain.planning.PlanStrategy;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.error.InvalidParameterException;
import org.gridpuzzle.application.port.in.planning.Game;
import org.gridpuzzle.application.port.in.planning.PlanBackend;
import org.gridpuzzle.application.port.in.suguru.SolverChoice;
import org.gridpuzzle.experiment.model.ExperimentGenre;
import org.gridpuzzle.domain.planning.internal.PlanCubes;
import org.gridpuzzle.domain.reachability.EncodingKind;

/**
 * A configuration of an experiment, read from its text:
 * <ul>
 * <li>{@code suguru:SOLVER} (auto, fast, paper, strip, sat);</li>
 * <li>{@code sokoban:STRATEGY:ENCODING} (our SAT planner; strategy sequential, parallel, recipe or agent-moves,
 * encoding path, dag or tree), {@code sokoban:asp:fair}, {@code sokoban:asp:competition},
 * {@code sokoban:asp:competition@K};</li>
 * <li>{@code snowman:STRATEGY:ENCODING}, {@code snowman:minizinc:MODEL} (agent, dag, path);</li>
 * <li>{@code sokoban:search}, {@code sokoban:search-optimal}, {@code sokoban:hybrid[:ENCODING[:SOLVER]]} and the
 * same for {@code snowman}: the state search alone or joined with SAT; {@code sokoban:fess}: Sokoban's feature-space
 * search alone (its rows keep the nodes it expanded, {@code searchNodes});</li>
 * <li>{@code floodit:exact}, {@code floodit:beam:W} (Fixed Flood-It at the set's pivot);</li>
 * <li>{@code reach:ENCODING[:SAT-SOLVER]} (s-t reachability on a grid map from its S to its T);</li>
 * <li>{@code sokoban:cubes:T:N[:ENCODING[:SAT-SOLVER]]} and the same for {@code snowman}: cube-and-conquer, "is there a
 * plan of at most T moves?" split into N jobs {@code GAME:cube:T:i/N[...]} ({@link PlanCubes}); the question is refuted
 * only when every job refutes its cubes; {@code GAME:cubes:T:N:search} conquers each cube by the game's A*.</li>
 * </ul>
 * The SAT planner runs the embedded solver unless {@code :SOLVER} ends the text (cadical, minisat, kissat...).
 */
record Configuration(String text, ExperimentGenre genre, SolverChoice suguru, PlanOptions planning,
        PlanBackend backend, String satSolver, int beam, EncodingKind encoding) {

    private static final int MAX_STEPS = 1000;

    static Configuration parse(String text) {
        List<String> parts = Arrays.stream(text.trim().split(":", -1)).map(String::trim).toList();
        ExperimentGenre genre = Arrays.stream(ExperimentGenre.values())
                .filter(g -> g.word().equalsIgnoreCase(parts.get(0))).findFirst()
                .orElseThrow(() -> refused(text, "its genre '" + parts.get(0)
                        + "' is none of suguru, sokoban, snowman, floodit"));
        try {
            switch (genre) {
                case SUGURU:
                    if (parts.size() != 2) {
                        throw refused(text, "write suguru:SOLVER (auto, fast, paper, strip, sat)");
                    }
                    return new Configuration(text, genre, suguruSolver(text, parts.get(1)), null, null, null, 0, null);
                case FLOODIT:
                    return floodIt(text, parts);
                case REACH:
                    return reach(text, parts);
                default:
                    return planning(text, genre, parts);
            }
        } catch (IllegalArgumentException e) {
            throw refused(text, e.getMessage());
        }
    }

    private static SolverChoice suguruSolver(String text, String name) {
        for (SolverChoice c : SolverChoice.values()) {
            if (c.name().equalsIgnoreCase(name)) {
                return c;
            }
        }
        throw refused(text, "'" + name + "' is not a Suguru solver (auto, fast, paper, strip, sat)");
    }

    private static Configuration floodIt(String text, List<String> parts) {
        if (parts.size() == 2 && parts.get(1).equalsIgnoreCase("exact")) {
            return new Configuration(text, ExperimentGenre.FLOODIT, null, null, null, null, 0, null);
        }
        if (parts.size() == 3 && parts.get(1).equalsIgnoreCase("beam")) {
            int width;
            try {
                width = Integer.parseInt(parts.get(2));
            } catch (NumberFormatException e) {
                width = 0;
            }
            if (width < 1) {
                throw refused(text, "the beam width must be a whole number of at least 1");
            }
            return new Configuration(text, ExperimentGenre.FLOODIT, null, null, null, null, width, null);
        }
        throw refused(text, "write floodit:exact or floodit:beam:W");
    }

    /** A cube split: the configuration of each of its jobs, in order. */
    List<String> jobConfigs() {
        PlanOptions.Cubing c = planning.cubing();
        List<String> parts = Arrays.asList(text.trim().split(":", -1));
        String rest = encodingAndSolver(parts);
        List<String> out = new java.util.ArrayList<>();
        for (int i = 1; i <= c.count(); i++) {
            out.add(parts.get(0) + ":cube:" + c.horizon() + ":" + i + "/" + c.count() + rest);
        }
        return out;
    }

    /** Whether this is a split that the runner lists as its jobs. */
    boolean isSplit() {
        return planning != null && planning.cubing().horizon() > 0 && planning.cubing().job() == 0;
    }

    /** Whether this is one job of a split. */
    boolean isCubeJob() {
        return planning != null && planning.cubing().job() > 0;
    }

    /** The split a cube job belongs to, as the experiment lists it; any other configuration's own text. */
    static String splitOf(String jobConfig) {
        List<String> parts = Arrays.asList(jobConfig.trim().split(":", -1));
        if (parts.size() < 4 || !parts.get(1).equalsIgnoreCase("cube") || !parts.get(3).contains("/")) {
            return jobConfig;
        }
        String rest = encodingAndSolver(parts);
        return parts.get(0) + ":cubes:" + parts.get(2) + ":" + parts.get(3).substring(parts.get(3).indexOf('/') + 1)
                + rest;
    }

    /** What follows GAME:cube(s):T:N in a split's or a cube job's text (":path:cadical", ":search"), or "". */
    private static String encodingAndSolver(List<String> parts) {
        return parts.size() > 4 ? ":" + String.join(":", parts.subList(4, parts.size())) : "";
    }

    private static Configuration cubes(String text, ExperimentGenre genre, List<String> parts) {
        String game = genre.word();
        boolean job = parts.get(1).equalsIgnoreCase("cube");
        if (parts.size() < 4 || parts.size() > 6) {
            throw refused(text, "write " + game + ":cubes:T:N[:ENCODING[:SAT-SOLVER]] or " + game + ":cubes:T:N:search"
                    + " (a question of at most T moves split into N jobs, solved by SAT or by A*)");
        }
        int horizon = whole(text, parts.get(2), "the bound T");
        PlanOptions.Cubing cubing;
        try {
            if (job) {
                String[] iN = parts.get(3).split("/", -1);
                if (iN.length != 2) {
                    throw refused(text, "a cube job is " + game + ":cube:T:i/N");
                }
                cubing = PlanOptions.Cubing.job(horizon, whole(text, iN[0], "the job i"), whole(text, iN[1], "N"));
            } else {
                cubing = new PlanOptions.Cubing(whole(text, parts.get(3), "N"), horizon, 0);
            }
        } catch (IllegalArgumentException e) {
            throw refused(text, e.getMessage());
        }
        EncodingKind encoding = EncodingKind.PATH;
        if (parts.size() == 5 && parts.get(4).equalsIgnoreCase("search")) {
            return new Configuration(text, genre, null, new PlanOptions(PlanStrategy.SEARCH_OPTIMAL,
                    encoding, horizon, true, cubing.bySearch()), PlanBackend.sat(), null, 0, null);
        }
        if (parts.size() >= 5) {
            try {
                encoding = EncodingKind.parse(parts.get(4));
            } catch (IllegalArgumentException e) {
                throw refused(text, "'" + parts.get(4) + "' is none of the encodings path, dag, tree");
            }
        }
        String solver = parts.size() == 6 ? solverName(text, parts.get(5)) : null;
        return new Configuration(text, genre, null, new PlanOptions(PlanStrategy.SEQUENTIAL, encoding,
                horizon, true, cubing), PlanBackend.sat(), solver, 0, null);
    }

    private static int whole(String text, String number, String what) {
        try {
            int n = Integer.parseInt(number.trim());
            if (n >= 1) {
                return n;
            }
        } catch (NumberFormatException e) {
            // refused below
        }
        throw refused(text, what + " must be a whole number of at least 1, not '" + number + "'");
    }

    private static Configuration planning(String text, ExperimentGenre genre, List<String> parts) {
        String game = genre.word();
        if (parts.size() > 1 && (parts.get(1).equalsIgnoreCase("cubes") || parts.get(1).equalsIgnoreCase("cube"))) {
            return cubes(text, genre, parts);
        }
        boolean searchAlone = parts.size() == 2 && searches(parts.get(1));
        if (!searchAlone && (parts.size() < 3 || parts.size() > 4)) {
            throw refused(text, "write " + game + ":STRATEGY:ENCODING[:SAT-SOLVER] or " + game + ":"
                    + (genre == ExperimentGenre.SOKOBAN ? "asp:MODEL, " + game + ":fess, " : "minizinc:MODEL, ") + game
                    + ":search, " + game + ":search-optimal or " + game + ":hybrid[:ENCODING[:SAT-SOLVER]]");
        }
        String first = parts.get(1).toLowerCase(Locale.ROOT);
        PlanOptions seq = PlanOptions.of(PlanStrategy.SEQUENTIAL, null, MAX_STEPS, true);
        if (first.equals("asp") || first.equals("minizinc")) {
            boolean asp = first.equals("asp");
            if (asp != (genre == ExperimentGenre.SOKOBAN) || parts.size() != 3) {
                throw refused(text, asp ? "the ASP models plan Sokoban only" : "the MiniZinc models plan Snowman only");
            }
            String model = parts.get(2).toLowerCase(Locale.ROOT);
            boolean titled = asp && model.endsWith("@k");
            String bare = titled ? model.substring(0, model.length() - 2) : model;
            List<String> models = asp ? List.of("fair", "competition") : List.of("agent", "dag", "path");
            if (!models.contains(bare) || (titled && !bare.equals("competition"))) {
                throw refused(text, "'" + parts.get(2) + "' is none of the models " + String.join(", ", models)
                        + (asp ? ", competition@K" : ""));
            }
            PlanBackend backend = new PlanBackend(asp ? PlanBackend.Kind.ASP : PlanBackend.Kind.MINIZINC, bare,
                    titled ? PlanBackend.TITLE_BOUND : 0);
            return new Configuration(text, genre, null, seq, backend, null, 0, null);
        }
        PlanStrategy strategy;
        EncodingKind encoding;
        Game planned = genre == ExperimentGenre.SOKOBAN ? Game.SOKOBAN : Game.SNOWMAN;
        try {
            strategy = PlanStrategy.parse(parts.get(1));
        } catch (IllegalArgumentException e) {
            throw refused(text, "'" + parts.get(1) + "' is none of the strategies " + planned.strategies());
        }
        if (!planned.offers(strategy)) {
            // the game's own refusal, at once rather than in every job
            throw refused(text, strategy.label() + " is Sokoban's feature-space search; " + game + " has none: choose"
                    + " one of " + planned.strategies());
        }
        if (searchAlone) {
            return new Configuration(text, genre, null, PlanOptions.of(strategy, null, MAX_STEPS, true),
                    PlanBackend.sat(), null, 0, null);
        }
        try {
            encoding = EncodingKind.parse(parts.get(2));
        } catch (IllegalArgumentException e) {
            throw refused(text, "'" + parts.get(2) + "' is none of the encodings path, dag, tree");
        }
        String solver = parts.size() == 4 ? solverName(text, parts.get(3)) : null;
        return new Configuration(text, genre, null, PlanOptions.of(strategy, encoding, MAX_STEPS, true),
                PlanBackend.sat(), solver, 0, null);
    }

    private static boolean searches(String strategy) {
        try {
            return PlanStrategy.parse(strategy).searches();
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static Configuration reach(String text, List<String> parts) {
        if (parts.size() < 2 || parts.size() > 3) {
            throw refused(text, "write reach:ENCODING[:SAT-SOLVER] (path, dag, tree)");
        }
        EncodingKind encoding;
        try {
            encoding = EncodingKind.parse(parts.get(1));
        } catch (IllegalArgumentException e) {
            throw refused(text, "'" + parts.get(1) + "' is none of the encodings path, dag, tree");
        }
        String solver = parts.size() == 3 ? solverName(text, parts.get(2)) : null;
        return new Configuration(text, ExperimentGenre.REACH, null, null, null, solver, 0, encoding);
    }

    private static String solverName(String text, String solver) {
        if (!solver.matches("[A-Za-z0-9_.-]+")) {
            throw refused(text, "'" + solver + "' is not a solver name");
        }
        return solver;
    }

    private static InvalidInputException refused(String text, String why) {
        return new InvalidParameterException("config", text, why);
    }
}
