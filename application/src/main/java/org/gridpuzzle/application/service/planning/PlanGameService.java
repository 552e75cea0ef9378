package org.gridpuzzle.application.service.planning;

import org.gridpuzzle.domain.planning.internal.StateSearchResult;
import org.gridpuzzle.domain.planning.internal.ModelAscentResult;
import org.gridpuzzle.domain.planning.internal.RejectedPlanException;
import org.gridpuzzle.domain.planning.internal.ModelDecision;
import org.gridpuzzle.domain.planning.PlanStop;
import org.gridpuzzle.domain.planning.internal.PlanListener;
import org.gridpuzzle.domain.planning.PlanOutcome;
import jakarta.inject.Inject;
import org.gridpuzzle.application.input.StandardInput;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.error.InvalidParameterException;
import org.gridpuzzle.application.error.NoSuchLevelException;
import org.gridpuzzle.application.error.PlannerFailedException;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.port.in.planning.Game;
import org.gridpuzzle.application.port.in.planning.LevelPlan;
import org.gridpuzzle.application.port.in.planning.PlanBackend;
import org.gridpuzzle.application.port.in.planning.PlanGameCommand;
import org.gridpuzzle.application.port.in.planning.PlanGameResult;
import org.gridpuzzle.application.port.in.planning.PlanGameUseCase;
import org.gridpuzzle.application.port.out.ProgressPort;
import org.gridpuzzle.application.port.out.planning.LevelOrError;
import org.gridpuzzle.application.port.out.planning.LoadSnowmanLevelPort;
import org.gridpuzzle.application.port.out.planning.LoadSokobanLevelsPort;
import org.gridpuzzle.application.port.out.planning.ModelAnswer;
import org.gridpuzzle.application.port.out.planning.ModelQuery;
import org.gridpuzzle.application.port.out.planning.PlanningModel;
import org.gridpuzzle.application.port.out.planning.SolvePlanningModelPort;
import org.gridpuzzle.application.port.out.sat.SatBackend;
import org.gridpuzzle.application.port.out.sat.SaveCnfPort;
import org.gridpuzzle.application.port.out.sat.SelectSatSolverPort;
import org.gridpuzzle.domain.planning.internal.GameEncoding;
import org.gridpuzzle.domain.planning.internal.ModelAscent;
import org.gridpuzzle.domain.planning.internal.PlanSearch;
import org.gridpuzzle.domain.planning.internal.SolvedAtStart;
import org.gridpuzzle.domain.planning.internal.StateSearch;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.sat.SatStatus;
import org.gridpuzzle.domain.sat.SatSolverFactory;
import org.gridpuzzle.domain.snowman.internal.SnowmanEncoding;
import org.gridpuzzle.domain.snowman.SnowmanLevel;
import org.gridpuzzle.domain.sokoban.internal.SokobanEncoding;
import org.gridpuzzle.domain.sokoban.SokobanLevel;

/**
 * Loads the levels, runs the chosen strategy on each within the per-level limits, reports every solver
 * call as progress, and stops between levels when cancelled. Plans are replayed inside the search. A level solved at
 * its start gets the empty plan at once, whatever the strategy or back-end ({@link SolvedAtStart}).
 */
public final class PlanGameService implements PlanGameUseCase {

    private final LoadSokobanLevelsPort sokoban;
    private final LoadSnowmanLevelPort snowman;
    private final SelectSatSolverPort solvers;
    private final SaveCnfPort cnfs;
    private final ProgressPort progress;
    private final SolvePlanningModelPort models;

    @Inject
    public PlanGameService(LoadSokobanLevelsPort sokoban, LoadSnowmanLevelPort snowman, SelectSatSolverPort solvers,
            SaveCnfPort cnfs, ProgressPort progress, SolvePlanningModelPort models) {
        this.sokoban = sokoban;
        this.snowman = snowman;
        this.solvers = solvers;
        this.cnfs = cnfs;
        this.progress = progress;
        this.models = models;
    }

    @Override
    public PlanGameResult plan(PlanGameCommand command) {
        if (command.backend().kind() != PlanBackend.Kind.SAT) {
            return planWithModel(command);
        }
        String stage = command.game().name().toLowerCase(Locale.ROOT);
        List<Selected> selected = select(command);
        // the game says whether it has a state search (PlanSearch would refuse it later, level by level)
        if (command.options().strategy().searches() && selected.stream().anyMatch(l -> l.game() != null
                && l.game().stateSearch() == null)) {
            throw new InvalidParameterException("strategy", command.options().strategy().label(),
                    "this game has no state search yet; plan " + stage + " with a SAT strategy");
        }
        SatBackend backend = solvers.select(command.solver());
        List<LevelPlan> out = new ArrayList<>();
        for (Selected level : selected) {
            if (command.limits().cancelled().getAsBoolean()) {
                break;
            }
            if (level.error() != null) {
                out.add(notPlanned(level));
                continue;
            }
            String title = level.title();
            SatSolverFactory factory = command.dimacsDir() == null ? backend.factory()
                    : new DimacsDump(backend.factory(), cnfs, command.dimacsDir(), fileStem(title, level.index()));
            long start = System.nanoTime();
            Reporter reporter = new Reporter(stage, title, unit(command.game()), start,
                    partial -> new PlanGameResult(backend.description(), command.options().encoding(),
                            plus(out, new LevelPlan(level.index(), title, partial, System.nanoTime() - start,
                                    level.answer().apply(partial.moves() == null ? "" : partial.moves())))));
            PlanOutcome outcome = PlanSearch.run(level.game(), command.options(), factory,
                    levelLimits(command, selected.size(), start), reporter);
            LevelPlan plan = new LevelPlan(level.index(), title, outcome, System.nanoTime() - start,
                    level.answer().apply(outcome.moves() == null ? "" : outcome.moves()));
            out.add(plan);
            progress.answerSoFar(new PlanGameResult(backend.description(), command.options().encoding(), List.copyOf(out)));
            if (selected.size() > 1) {
                progress.report(stage, String.format(Locale.ROOT, "%s: %s in %.1f s", title,
                        plan.solved() ? outcome.objectMoves() + unit(command.game())
                                + (outcome.optimal() ? " (optimal)" : "")
                                : outcome.stopped(), plan.nanos() / 1e9));
            }
        }
        return new PlanGameResult(backend.description(), command.options().encoding(), out);
    }

    /**
     * A level's limits. One level alone keeps the command's own start (reading the input, and a command line's JVM
     * start, inside its limit, as for any command). Several levels have a limit each, counted from the level's own
     * start, the first as every other: the JVM's start and the reading of the collection are no level's.
     */
    private static Limits levelLimits(PlanGameCommand command, int levels, long levelStart) {
        return levels == 1 ? command.limits() : command.limits().startedAt(levelStart);
    }

    /** What the game counts: a Sokoban plan's pushes, a Snowman plan's ball moves. */
    private static String unit(Game game) {
        return game == Game.SOKOBAN ? " pushes" : " ball moves";
    }

    private static List<LevelPlan> plus(List<LevelPlan> done, LevelPlan current) {
        List<LevelPlan> all = new ArrayList<>(done);
        all.add(current);
        return List.copyOf(all);
    }

    /**
     * Every solver call and search run of a level as a progress line; the first plan and each better one at once; a
     * status (phase, elapsed time, best, bound, gap) that a log shows every few seconds through a long phase; and the
     * answer so far, for a front end stopped before the strategy returns.
     */
    private final class Reporter implements PlanListener {

        private final String stage;
        private final String title;
        private final String unit;
        private final long start;
        private final Function<PlanOutcome, PlanGameResult> soFarResult;
        private volatile String phase = "start";
        private volatile int best = -1;
        private volatile String bestMoves;
        private volatile int bound;

        Reporter(String stage, String title, String unit, long start,
                Function<PlanOutcome, PlanGameResult> soFarResult) {
            this.stage = stage;
            this.title = title;
            this.unit = unit;
            this.start = start;
            this.soFarResult = soFarResult;
        }

        @Override
        public void solved(String phase, int bound, SatStatus status, long nanos, int variables, long clauses) {
            progress.report(stage, String.format(Locale.ROOT, "%s: %s %d: %s in %.1f s (%d variables, %d clauses)",
                    title, phase, bound, status.name(), nanos / 1e9, variables, clauses));
        }

        @Override
        public void searched(String phase, StateSearchResult found, long nanos) {
            String what = found.moves() != null ? found.objectMoves() + unit + (found.optimal() ? " (optimal)" : "")
                    : found.exhausted() ? "nothing below the bound asked" : found.stopped();
            String learned = found.patterns() == 0 ? "" : String.format(Locale.ROOT,
                    " (%d more cut by %s)", found.cut(), count(found.patterns(), "learned deadlock"));
            // a level whose bound rules out every plan has no number to show
            String bound = found.lowerBound() >= GameEncoding.UNSOLVABLE ? "" : ", bound " + found.lowerBound();
            String nodes = found.nodes() == 0 ? "" : ", " + count(found.nodes(), "node") + " expanded";
            progress.report(stage, String.format(Locale.ROOT, "%s: %s: %s%s, %d states%s%s in %.1f s", title,
                    phase, what, bound, found.states(), learned, nodes, nanos / 1e9));
        }

        @Override
        public void phase(String phase) {
            this.phase = phase;
            progress.status(stage, this::status);
        }

        @Override
        public void soFar(String moves, int objectMoves, int lowerBound) {
            if (moves != null && (best < 0 || objectMoves < best)) {
                progress.report(stage, String.format(Locale.ROOT, "%s: %s plan: %d%s after %.1f s (%s)", title,
                        best < 0 ? "first" : "better", objectMoves, unit, (System.nanoTime() - start) / 1e9, phase));
                best = objectMoves;
                bestMoves = moves;
            } else if (moves != null && objectMoves == best) {
                bestMoves = moves; // the same plan with its walks shortened
            }
            bound = Math.max(bound, lowerBound);
            progress.status(stage, this::status);
            progress.answerSoFar(soFarResult.apply(new PlanOutcome(bestMoves, best, false, bound,
                    PlanStop.CANCELLED, "cancelled during " + phase, 0, 0, 0, 0)));
        }

        /** The level's status now: phase, elapsed time, best so far, bound and gap. */
        private String status() {
            int b = best;
            return String.format(Locale.ROOT, "%s: %s, %.0f s; %s", title, phase, (System.nanoTime() - start) / 1e9,
                    b < 0 ? "no plan yet" + (bound > 0 ? ", at least " + bound + unit : "")
                            : "best " + b + unit + ", at least " + bound + ", gap " + (b - bound));
        }
    }

    /** "1 learned deadlock", "2 learned deadlocks". */
    private static String count(long n, String thing) {
        return n + " " + thing + (n == 1 ? "" : "s");
    }

    /**
     * Levels planned by an external model (ASP for Sokoban, MiniZinc for Snowman), one after the other, stopping between
     * levels when cancelled.
     */
    private PlanGameResult planWithModel(PlanGameCommand command) {
        PlanBackend backend = command.backend();
        String label = backend.kind().label();
        boolean asp = backend.kind() == PlanBackend.Kind.ASP;
        Game expected = asp ? Game.SOKOBAN : Game.SNOWMAN;
        if (command.game() != expected) {
            throw new InvalidParameterException("backend", label, "the " + label + " models are " + (asp ? "Sokoban's"
                    : "Snowman's") + "; plan " + command.game().name().toLowerCase(Locale.ROOT) + " with the sat back-end");
        }
        String modelName = backend.model() == null ? (asp ? "fair" : "path") : backend.model();
        PlanningModel model = PlanningModel.of(label, modelName);
        if (model == null) {
            throw new InvalidInputException(label, "no " + label + " model '" + modelName + "' ("
                    + (asp ? "fair, competition" : "agent, dag, path") + ")");
        }
        String stage = command.game().name().toLowerCase(Locale.ROOT);
        List<Selected> selected = select(command);
        String solver = asp ? "clasp" : "minizinc";
        List<LevelPlan> out = new ArrayList<>();
        for (Selected level : selected) {
            if (command.limits().cancelled().getAsBoolean()) {
                break;
            }
            if (level.error() != null) {
                out.add(notPlanned(level));
                continue;
            }
            long start = System.nanoTime();
            PlanOutcome solved = SolvedAtStart.outcome(level.game());
            if (solved != null) {
                out.add(new LevelPlan(level.index(), level.title(), solved, System.nanoTime() - start,
                        level.answer().apply("")));
                continue;
            }
            int steps = backend.steps() == PlanBackend.TITLE_BOUND ? titleBound(level.title()) : backend.steps();
            String stem = fileStem(level.title(), level.index()) + "-" + model.label();
            Limits limits = levelLimits(command, selected.size(), start);
            ModelAscent.Decider decider = (k, phase) -> {
                String name = String.format(Locale.ROOT, "%s-%03d", stem, k);
                ModelAnswer a = models.decide(asp ? new ModelQuery(model, level.sokoban(), k, command.solver(),
                        command.dimacsDir(), name) : new ModelQuery(model, level.snowman(), k, command.solver(),
                        command.dimacsDir(), name), phase);
                return new ModelDecision(a.status(), a.pushes(), a.steps(), a.solver());
            };
            // a step moves one object at most, so the game's bound on object moves bounds the steps (a competition
            // step moves one box: each box off its goal needs one)
            int lower = asp && !model.stepIsOneObjectMove() ? level.sokoban().boxesOffGoals(level.sokoban().start())
                    : level.game().movesLowerBound();
            ModelAscent.Listener listener = (k, answer, nanos) -> progress.report(stage, String.format(Locale.ROOT,
                    "%s: %s %d: %s in %.1f s", level.title(), model.name().toLowerCase(Locale.ROOT).replace('_', '-'), k,
                    answer.status().name(), nanos / 1e9));
            ModelAscentResult result;
            try {
                // the fewest steps of the model: object moves, or for the agent-move model every move (as our SAT
                // planner's agent-moves strategy counts); the competition's straight pushes are neither
                result = ModelAscent.run(level.game(), decider, lower, steps, command.options().maxSteps(),
                        model != PlanningModel.ASP_COMPETITION, level.title(), solver, listener, limits);
            } catch (RejectedPlanException e) {
                throw new PlannerFailedException(e.solver(), e.getMessage());
            }
            solver = result.solver();
            PlanOutcome outcome = result.outcome();
            out.add(new LevelPlan(level.index(), level.title(), outcome, System.nanoTime() - start,
                    level.answer().apply(outcome.moves() == null ? "" : outcome.moves())));
        }
        return new PlanGameResult(solver + ", " + label + " " + model.label() + " model", null, out);
    }

    /** K of a level titled NAME.steps.K (the ASP Competition's instances). */
    private static int titleBound(String title) {
        int dot = title.lastIndexOf('.');
        try {
            int k = Integer.parseInt(title.substring(dot + 1).trim());
            if (dot > 0 && k > 0) {
                return k;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new InvalidInputException(title, "the title names no step bound (NAME.steps.K)");
    }

    private List<Selected> select(PlanGameCommand command) {
        List<Selected> selected = new ArrayList<>();
        if (command.game() == Game.SNOWMAN) {
            SnowmanLevel level = snowman.loadSnowmanLevel(command.source());
            selected.add(new Selected(1, command.source().shortName(), new SnowmanEncoding(level),
                    moves -> new Output.SnowmanPlan(level, moves), null, level, null));
            return selected;
        }
        List<Integer> wanted = new ArrayList<>(command.levels());
        if (!command.titles().isEmpty()) {
            List<String> titles = sokoban.sokobanTitles(command.source());
            for (String title : command.titles()) {
                wanted.add(LevelTitles.positionOf(command.source().name(), titles, title));
            }
        }
        if (wanted.isEmpty()) {
            // every level: a broken one is reported and the others are planned (a file of one is refused)
            List<LevelOrError> all = sokoban.sokobanLevelsOrErrors(command.source());
            for (LevelOrError level : all) {
                selected.add(all.size() == 1 || level.ok() ? selected(level.get(), level.number())
                        : notRead(level.number(), level.title(), level.error()));
            }
            return selected;
        }
        if (command.levelByDefault()) {
            // the first level of a collection, as the default is: say so, or the others pass unnoticed
            int count = sokoban.sokobanTitles(command.source()).size();
            if (count > 1) {
                progress.warn(command.source().name() + " has " + count + " levels: planning level 1 only (name a level"
                        + " by number or title, or ask for all of them)");
            }
        }
        // the levels asked for alone: a broken level elsewhere in the collection does not stop them, and one of several
        // asked for that is broken is reported while the others are planned
        for (int index : wanted) {
            try {
                selected.add(selected(sokoban.loadSokobanLevel(command.source(), index), index));
            } catch (NoSuchLevelException e) {
                throw e;
            } catch (InvalidInputException e) {
                if (wanted.size() == 1) {
                    throw e;
                }
                selected.add(notRead(index, sokoban.sokobanTitles(command.source()).get(index - 1), e));
            }
        }
        return selected;
    }

    private static Selected selected(SokobanLevel level, int index) {
        String title = level.title();
        return new Selected(index, title.isBlank() ? "level " + index : title, new SokobanEncoding(level),
                moves -> new Output.SokobanPlan(level, moves), level, null, null);
    }

    private static Selected notRead(int index, String title, InvalidInputException error) {
        return new Selected(index, title, null, null, null, null, error);
    }

    /**
     * A level to plan: its number in the file, its title, its encoding, how its answer is made from a plan, and the
     * level itself (one of the two) for the model back-ends; or a level of the collection that could not be read, and
     * why ({@code error}: it is reported, not planned).
     */
    private record Selected(int index, String title, GameEncoding game, Function<String, Output> answer,
            SokobanLevel sokoban, SnowmanLevel snowman, InvalidInputException error) {
    }

    /** A level not read, reported at once (the run goes on with the others) and in the answer, as bad input. */
    private LevelPlan notPlanned(Selected level) {
        progress.warn(level.error().getMessage() + "; the other levels are planned");
        return LevelPlan.notRead(level.index(), level.title(), level.error().getMessage());
    }

    private static String fileStem(String title, int index) {
        String safe = title.replaceAll("[^A-Za-z0-9._-]+", "_");
        return String.format(Locale.ROOT, "%03d-%s", index, safe.length() > 40 ? safe.substring(0, 40) : safe);
    }
}

