package org.gridpuzzle.architecture;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/** The architecture rules over all production classes of every module (this module sees them all). */
@AnalyzeClasses(packages = "org.gridpuzzle", importOptions = {ImportOption.DoNotIncludeTests.class,
    ArchitectureRules.ExcludeTestFixtures.class, ArchitectureRules.ExcludeJmhGenerated.class})
class ArchitectureTest {

    @ArchTest
    static final ArchRule domain_depends_on_nothing_but_java = ArchitectureRules.domain_depends_on_nothing_but_java;
    @ArchTest
    static final ArchRule formats_depend_only_on_the_domain_and_java = ArchitectureRules.formats_depend_only_on_the_domain_and_java;
    @ArchTest
    static final ArchRule processes_depend_only_on_the_domain_and_java = ArchitectureRules.processes_depend_only_on_the_domain_and_java;
    @ArchTest
    static final ArchRule answers_are_made_from_results_only = ArchitectureRules.answers_are_made_from_results_only;
    @ArchTest
    static final ArchRule application_depends_only_on_domain_java_and_jakarta_inject = ArchitectureRules.application_depends_only_on_domain_java_and_jakarta_inject;
    @ArchTest
    static final ArchRule application_does_no_io = ArchitectureRules.application_does_no_io;
    @ArchTest
    static final ArchRule adapters_never_use_each_other = ArchitectureRules.adapters_never_use_each_other;
    @ArchTest
    static final ArchRule nothing_depends_on_the_composition_root = ArchitectureRules.nothing_depends_on_the_composition_root;
    @ArchTest
    static final ArchRule every_class_sits_in_a_declared_layer = ArchitectureRules.every_class_sits_in_a_declared_layer;
    @ArchTest
    static final ArchRule cli_kit_knows_no_adapter_and_no_use_case = ArchitectureRules.cli_kit_knows_no_adapter_and_no_use_case;
    static final ArchRule cli_does_no_file_io = ArchitectureRules.cli_does_no_file_io;
    @ArchTest
    static final ArchRule cli_and_web_reach_domain_algorithms_only_through_use_cases = ArchitectureRules.cli_and_web_reach_domain_algorithms_only_through_use_cases;
    @ArchTest
    static final ArchRule web_touches_no_server_files = ArchitectureRules.web_touches_no_server_files;
    @ArchTest
    static final ArchRule command_families_do_not_import_each_other = ArchitectureRules.command_families_do_not_import_each_other;
    @ArchTest
    static final ArchRule production_never_depends_on_the_measuring_side = ArchitectureRules.production_never_depends_on_the_measuring_side;
    @ArchTest
    static final ArchRule measuring_adapters_never_use_each_other = ArchitectureRules.measuring_adapters_never_use_each_other;
    @ArchTest
    static final ArchRule measuring_adapters_use_no_production_adapter = ArchitectureRules.measuring_adapters_use_no_production_adapter;
    @ArchTest
    static final ArchRule experiment_adapters_see_only_the_experiment_ports = ArchitectureRules.experiment_adapters_see_only_the_experiment_ports;
    @ArchTest
    static final ArchRule benchmark_services_use_ports_not_adapters = ArchitectureRules.benchmark_services_use_ports_not_adapters;
    @ArchTest
    static final ArchRule picocli_only_in_cli_adapters_and_app = ArchitectureRules.picocli_only_in_cli_adapters_and_app;
    @ArchTest
    static final ArchRule dagger_only_in_app_and_modules = ArchitectureRules.dagger_only_in_app_and_modules;
    @ArchTest
    static final ArchRule incoming_ports_do_not_reference_outgoing_ports = ArchitectureRules.incoming_ports_do_not_reference_outgoing_ports;
    @ArchTest
    static final ArchRule outgoing_ports_do_not_reference_incoming_ports = ArchitectureRules.outgoing_ports_do_not_reference_incoming_ports;
    @ArchTest
    static final ArchRule ports_are_interfaces_or_records = ArchitectureRules.ports_are_interfaces_or_records;
    @ArchTest
    static final ArchRule use_cases_are_named_verb_noun_use_case = ArchitectureRules.use_cases_are_named_verb_noun_use_case;
    @ArchTest
    static final ArchRule outgoing_ports_are_named_for_a_port = ArchitectureRules.outgoing_ports_are_named_for_a_port;
    @ArchTest
    static final ArchRule use_case_implementations_are_services = ArchitectureRules.use_case_implementations_are_services;
    @ArchTest
    static final ArchRule port_implementations_are_adapters = ArchitectureRules.port_implementations_are_adapters;
    @ArchTest
    static final ArchRule no_cycles_between_top_level_slices = ArchitectureRules.no_cycles_between_top_level_slices;
    @ArchTest
    static final ArchRule no_cycles_between_domain_packages = ArchitectureRules.no_cycles_between_domain_packages;
    @ArchTest
    static final ArchRule no_standard_streams_outside_app = ArchitectureRules.no_standard_streams_outside_app;
    @ArchTest
    static final ArchRule no_generic_exceptions = ArchitectureRules.no_generic_exceptions;
    @ArchTest
    static final ArchRule no_field_injection = ArchitectureRules.no_field_injection;
}
