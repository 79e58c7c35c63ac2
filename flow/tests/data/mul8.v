module top(clock,a,b,p);
    
    // Module arguments
    input wire  clock;
    input wire  [7:0] a;
    input wire  [7:0] b;
    output reg  [15:0] p;
    
    // Stub signals
    reg  [7:0] ar$d;
    wire  [7:0] ar$q;
    reg  ar$clock;
    reg  [7:0] br$d;
    wire  [7:0] br$q;
    reg  br$clock;
    reg  [15:0] pr$d;
    wire  [15:0] pr$q;
    reg  pr$clock;
    
    // Sub module instances
    top$ar ar(
        .d(ar$d),
        .q(ar$q),
        .clock(ar$clock)
    );
    top$br br(
        .d(br$d),
        .q(br$q),
        .clock(br$clock)
    );
    top$pr pr(
        .d(pr$d),
        .q(pr$q),
        .clock(pr$clock)
    );
    
    // Update code
    always @(*) begin
        ar$clock = clock;
        br$clock = clock;
        pr$clock = clock;
        ar$d = ar$q;
        br$d = br$q;
        pr$d = pr$q;
        ar$d = a;
        br$d = b;
        pr$d = ar$q * br$q;
        p = pr$q;
    end
    
endmodule // top


module top$ar(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code
    initial begin
        q = 8'h0;
    end
    always @(posedge clock) q <= d;
    
endmodule // top$ar


module top$br(d,q,clock);
    
    // Module arguments
    input wire  [7:0] d;
    output reg  [7:0] q;
    input wire  clock;
    
    // Update code
    initial begin
        q = 8'h0;
    end
    always @(posedge clock) q <= d;
    
endmodule // top$br


module top$pr(d,q,clock);
    
    // Module arguments
    input wire  [15:0] d;
    output reg  [15:0] q;
    input wire  clock;
    
    // Update code
    initial begin
        q = 16'h0;
    end
    always @(posedge clock) q <= d;
    
endmodule // top$pr
