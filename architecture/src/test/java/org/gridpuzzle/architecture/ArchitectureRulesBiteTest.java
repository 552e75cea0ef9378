package org.gridpuzzle.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.ArchConfiguration;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.gridpuzzle.adapter.cli.archfamily.BorrowingCommand;
import org.gridpuzzle.adapter.cli.archfixture.DefaultStatingCommand;
import org.gridpuzzle.adapter.grpc.archfixture.RolelessHelper;
import org.gridpuzzle.adapter.tui.archfixture.FileReadingScreen;
import org.gridpuzzle.app.archfixture.LabBorrowingRoot;
import org.gridpuzzle.application.port.in.archfixture.AnswerUseCase;
import org.gridpuzzle.lab.archfixture.LabWiring;
import org.gridpuzzle.adapter.cli.archfixture.FileReadingCommand;
import org.gridpuzzle.adapter.file.FormatRegistry;
import org.gridpuzzle.experiment.adapter.cli.archfixture.OptionBorrowingCommand;
import org.gridpuzzle.experiment.adapter.results.archfixture.MeasuringDatabase;
import org.gridpuzzle.clikit.archfixture.CommandKnowingKit;
import org.gridpuzzle.adapter.web.archfixture.DiskReadingOperation;
import org.gridpuzzle.adapter.file.archfixture.PuzzleLoader;
import org.gridpuzzle.answer.archfixture.EngineNamingAnswer;
import org.gridpuzzle.answer.archfixture.SolvingAnswer;
import org.gridpuzzle.application.archfixture.CyclingService;
import org.gridpuzzle.application.archfixture.IoDoingHelper;
import org.gridpuzzle.application.port.in.archfixture.RunEverything;
import org.gridpuzzle.application.port.in.archfixture.SolveEverythingUseCase;
import org.gridpuzzle.application.port.out.archfixture.EverythingLoader;
import org.gridpuzzle.application.port.out.archfixture.LoadEverythingPort;
import org.gridpuzzle.application.service.archfixture.EverythingRunner;
import org.gridpuzzle.adapter.web.archfixture.SelfWiringOperation;
import org.gridpuzzle.experiment.adapter.charts.archfixture.ChartingDatabase;
import org.gridpuzzle.experiment.adapter.data.archfixture.RegistryBorrowingData;
import org.gridpuzzle.experiment.measure.HeapPeaks;
import org.gridpuzzle.experiment.service.archfixture.DatabaseOpeningService;
import org.gridpuzzle.stray.archfixture.LooseHelper;
import org.gridpuzzle.domain.archfixture.PrintingSolver;
import org.gridpuzzle.domain.archfixture.first.Ping;
import org.gridpuzzle.domain.archfixture.second.Pong;
import org.gridpuzzle.domain.suguru.internal.FastSolver;
import org.gridpuzzle.format.archfixture.EngineRunningFormat;
import org.gridpuzzle.format.archfixture.ReadingFormat;
import org.gridpuzzle.process.archfixture.ReportingProcess;
import org.gridpuzzle.sat4j.archfixture.ReportingSolver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Shows that each rule bites: the deliberately bad classes of the archfixture packages break every one. */
class ArchitectureRulesBiteTest {

    private static final JavaClasses BAD = resolving(PrintingSolver.class, CyclingService.class,
            SolveEverythingUseCase.class, LoadEverythingPort.class, FileReadingCommand.class, FormatRegistry.class,
            IoDoingHelper.class, RunEverything.class, EverythingLoader.class, EverythingRunner.class, PuzzleLoader.class,
            Ping.class, Pong.class, BorrowingCommand.class, FastSolver.class, HeapPeaks.class, ReadingFormat.class,
            DiskReadingOperation.class, ReportingProcess.class, ReportingSolver.class, MeasuringDatabase.class,
            LooseHelper.class, SelfWiringOperation.class, ChartingDatabase.class, RegistryBorrowingData.class,
            DatabaseOpeningService.class, SolvingAnswer.class, OptionBorrowingCommand.class, CommandKnowingKit.class,
            DefaultStatingCommand.class, FileReadingScreen.class, AnswerUseCase.class, RolelessHelper.class,
            LabBorrowingRoot.class, LabWiring.class, EngineNamingAnswer.class, EngineRunningFormat.class);

    /**
     * The bad classes with what they implement and extend read from the class path: the rules about port
     * implementations look at the interfaces' packages, which archunit.properties leaves unread for the real import.
     */
    private static JavaClasses resolving(Class<?>... classes) {
        ArchConfiguration configuration = ArchConfiguration.get();
        boolean before = configuration.resolveMissingDependenciesFromClassPath();
        configuration.setResolveMissingDependenciesFromClassPath(true);
        try {
            return new ClassFileImporter().importClasses(classes);
        } finally {
            configuration.setResolveMissingDependenciesFromClassPath(before);
        }
    }

    static Stream<Arguments> rules() {
        return Stream.of(
                Arguments.of("1 domain", ArchitectureRules.domain_depends_on_nothing_but_java, "java.io.File"),
                Arguments.of("1 formats", ArchitectureRules.formats_depend_only_on_the_domain_and_java, "java.nio.file.Files"),
                Arguments.of("1 processes", ArchitectureRules.processes_depend_only_on_the_domain_and_java, "ProgressPort"),
                Arguments.of("1 sat4j", ArchitectureRules.sat4j_depends_only_on_the_domain_sat4j_and_java, "ProgressPort"),
                Arguments.of("1 answers", ArchitectureRules.answers_are_made_from_results_only, "ProgressPort"),
                Arguments.of("2 application", ArchitectureRules.application_depends_only_on_domain_java_and_jakarta_inject,
                        "picocli.CommandLine"),
                Arguments.of("2 application does no io: files", ArchitectureRules.application_does_no_io,
                        "calls method <java.nio.file.Files.readString"),
                Arguments.of("2 application does no io: processes", ArchitectureRules.application_does_no_io,
                        "java.lang.ProcessBuilder"),
                Arguments.of("2 application does no io: gc", ArchitectureRules.application_does_no_io, "java.lang.System.gc()"),
                Arguments.of("2 application does no io: jmx", ArchitectureRules.application_does_no_io, "ManagementFactory"),
                Arguments.of("3 adapters", ArchitectureRules.adapters_never_use_each_other, "FormatRegistry"),
                Arguments.of("3 front ends do no file io", ArchitectureRules.driving_adapters_do_no_file_io,
                        "FileReadingScreen.show(java.nio.file.Path)> calls method <java.nio.file.Files.readString"),
                Arguments.of("3 front ends through use cases",
                        ArchitectureRules.driving_adapters_reach_domain_algorithms_only_through_use_cases,
                        "FileReadingScreen.solve"),
                Arguments.of("3 every adapter has a role", ArchitectureRules.every_adapter_is_driving_or_driven,
                        "RolelessHelper is in an adapter that neither"),
                Arguments.of("3 the lab's root", ArchitectureRules.gridpuzzle_never_depends_on_the_lab,
                        "LabBorrowingRoot"),
                Arguments.of("3 web touches no server files", ArchitectureRules.web_touches_no_server_files,
                        "java.nio.file.Files.readString"),
                Arguments.of("3 web: no paths", ArchitectureRules.web_touches_no_server_files, "java.nio.file.Path"),
                Arguments.of("3 defaults in specs", ArchitectureRules.command_line_options_state_no_default_of_their_own,
                        "states the default '300'"),
                Arguments.of("3 families", ArchitectureRules.command_families_do_not_import_each_other, "BorrowingCommand"),
                Arguments.of("3 composition root", ArchitectureRules.nothing_depends_on_the_composition_root,
                        "SelfWiringOperation"),
                Arguments.of("3 declared layers", ArchitectureRules.every_class_sits_in_a_declared_layer, "LooseHelper"),
                Arguments.of("3 measuring side", ArchitectureRules.production_never_depends_on_the_measuring_side,
                        "HeapPeaks"),
                Arguments.of("3 measuring adapters", ArchitectureRules.measuring_adapters_never_use_each_other,
                        "ChartingDatabase"),
                Arguments.of("3 measuring adapters and production adapters",
                        ArchitectureRules.measuring_adapters_use_no_production_adapter,
                        "RegistryBorrowingData"),
                Arguments.of("3 lab commands and gridpuzzle's command line",
                        ArchitectureRules.measuring_adapters_use_no_production_adapter, "OptionBorrowingCommand"),
                Arguments.of("3 the command lines' kit", ArchitectureRules.cli_kit_knows_no_adapter_and_no_use_case,
                        "CommandKnowingKit"),
                Arguments.of("3 measuring services", ArchitectureRules.benchmark_services_use_ports_not_adapters,
                        "DatabaseOpeningService"),
                Arguments.of("3 experiment adapters", ArchitectureRules.experiment_adapters_see_only_the_experiment_ports,
                        "PeakRss"),
                Arguments.of("3 engines' nested types", ArchitectureRules.no_engine_nested_type_is_named_outside_the_domain,
                        "SokobanBreadthFirst$Plan"),
                Arguments.of("3 internals", ArchitectureRules.only_the_use_cases_and_the_measuring_side_touch_the_domains_internals,
                        "EngineRunningFormat"),
                Arguments.of("4 picocli", ArchitectureRules.picocli_only_in_cli_adapters_and_app, "CyclingService"),
                Arguments.of("4 dagger", ArchitectureRules.dagger_only_in_app_and_modules, "dagger.Lazy"),
                Arguments.of("5 in->out", ArchitectureRules.incoming_ports_do_not_reference_outgoing_ports, "LoadEverythingPort"),
                Arguments.of("5 out->in", ArchitectureRules.outgoing_ports_do_not_reference_incoming_ports, "SolveEverythingUseCase"),
                Arguments.of("5 port kinds", ArchitectureRules.ports_are_interfaces_or_records, "is a class in a port package"),
                Arguments.of("naming: use cases", ArchitectureRules.use_cases_are_named_verb_noun_use_case, "RunEverything"),
                Arguments.of("naming: ports", ArchitectureRules.outgoing_ports_are_named_for_a_port, "EverythingLoader"),
                Arguments.of("naming: services", ArchitectureRules.use_case_implementations_are_services, "EverythingRunner"),
                Arguments.of("naming: adapters", ArchitectureRules.port_implementations_are_adapters, "PuzzleLoader"),
                Arguments.of("6 cycles", ArchitectureRules.no_cycles_between_top_level_slices, "Cycle detected"),
                Arguments.of("6 domain cycles", ArchitectureRules.no_cycles_between_domain_packages, "Pong"),
                Arguments.of("6 streams", ArchitectureRules.no_standard_streams_outside_app, "System.out"),
                Arguments.of("6 generic exceptions", ArchitectureRules.no_generic_exceptions, "RuntimeException"),
                Arguments.of("6 field injection", ArchitectureRules.no_field_injection, "CyclingService.solver"));
    }

    @Test
    void every_rule_has_a_bite_case() throws IllegalAccessException {
        Set<ArchRule> bitten = rules().map(a -> (ArchRule) a.get()[1]).collect(Collectors.toSet());
        List<String> missing = new ArrayList<>();
        for (Field f : ArchitectureRules.class.getDeclaredFields()) {
            if (ArchRule.class.isAssignableFrom(f.getType()) && !bitten.contains((ArchRule) f.get(null))) {
                missing.add(f.getName());
            }
        }
        assertThat(missing).as("rules without a bite case").isEmpty();
    }

    @Test
    void every_rule_runs_in_the_architecture_test() {
        // ArchitectureTest runs ArchTests.in(ArchitectureRules.class), which takes the fields marked @ArchTest only: a
        // rule without the mark (one was, for a release, after a line slipped in above it) would never be evaluated
        List<String> unmarked = new ArrayList<>();
        int rules = 0;
        for (Field f : ArchitectureRules.class.getDeclaredFields()) {
            if (ArchRule.class.isAssignableFrom(f.getType())) {
                rules++;
                if (!f.isAnnotationPresent(com.tngtech.archunit.junit.ArchTest.class)
                        || !java.lang.reflect.Modifier.isStatic(f.getModifiers())) {
                    unmarked.add(f.getName());
                }
            }
        }
        assertThat(rules).as("rules found").isGreaterThanOrEqualTo(33);
        assertThat(unmarked).as("rules that would not run").isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rules")
    void rule_reports_the_bad_class(String name, ArchRule rule, String expectedInReport) {
        EvaluationResult result = rule.evaluate(BAD);
        assertThat(result.hasViolation()).as(name).isTrue();
        assertThat(String.join("\n", result.getFailureReport().getDetails())).contains(expectedInReport);
    }
}
